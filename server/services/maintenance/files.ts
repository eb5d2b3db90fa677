/**
 * The maintenance files (spec 001 §7: GET /maintenance/file/download): a task's step-by-step PDF and
 * the photos of work orders. A file is named by its stored id only, and answered only when the
 * caller may read what it belongs to; a path or URL from the query is never opened as it is.
 */
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { machineNotAssigned, notFound } from '../../http/errors'
import type { AuthUser } from '../../http/principals'
import type { StoredFileInfo } from '../../lib/storage'
import { maintenanceActor } from './events/change-event'

/** The API path that answers a maintenance file (the wire's `url` of instructions and photos). */
export function maintenanceFileUrl(fileId: string, fileName: string): string {
  return `/api/maintenance/file/download?fileUrl=${fileId}&fileName=${encodeURIComponent(fileName)}`
}

/** A task's step-by-step PDF as the wire names it (event and task details). */
export const instructionsFile = (fileId: string, fileName: string, size: number | string) => ({
  url: maintenanceFileUrl(fileId, fileName),
  fileName,
  size: Number(size),
})

export interface MaintenanceFile extends StoredFileInfo {
  /** The machines of what the file belongs to (the task's, or the work order's). */
  machineIds: number[]
  /** A photo: the work order's operator or the work request's requester (who, below the manager level, alone may read it). */
  operatorUserIds: Array<number | null>
  isPhoto: boolean
}

/**
 * The stored file if it is a live task's step-by-step PDF or a photo of a work order, with what
 * decides who may read it; null for any other id (a manual, a support photo, nothing).
 */
export async function findMaintenanceFile(db: DbOrTx, fileId: string): Promise<MaintenanceFile | null> {
  const rows = await db.execute<{
    file_name: string
    mime_type: string
    size: number | string
    sha256: string
    storage_key: string
    machine_id: number | null
    operator_user_id: number | null
    is_photo: boolean
  }>(sql`
    select f.file_name, f.mime_type, f.size, f.sha256, f.storage_key,
      tm.machine_id, null::int as operator_user_id, false as is_photo
    from stored_files f
    join maintenance_tasks t on t.file_id = f.id and t.deleted_at is null
    join maintenance_task_machines tm on tm.task_id = t.id
    where f.id = ${fileId}::uuid
    union all
    select f.file_name, f.mime_type, f.size, f.sha256, f.storage_key,
      e.machine_id, e.operator_user_id, true as is_photo
    from stored_files f
    join maintenance_event_images i on i.file_id = f.id
    join maintenance_events e on e.id = i.event_id
    where f.id = ${fileId}::uuid
    union all
    select f.file_name, f.mime_type, f.size, f.sha256, f.storage_key,
      r.machine_id, r.requested_by as operator_user_id, true as is_photo
    from stored_files f
    join work_request_images i on i.file_id = f.id
    join work_requests r on r.id = i.request_id
    where f.id = ${fileId}::uuid`)
  const first = rows.rows[0]
  if (!first) return null
  return {
    fileName: first.file_name,
    mimeType: first.mime_type,
    size: Number(first.size),
    sha256: first.sha256,
    storageKey: first.storage_key,
    machineIds: [...new Set(rows.rows.flatMap((r) => (r.machine_id === null ? [] : [r.machine_id])))],
    operatorUserIds: rows.rows.map((r) => r.operator_user_id),
    isPhoto: first.is_photo,
  }
}

/**
 * Whether the user may read the file: one of its machines is theirs (else 403 MACHINE_NOT_ASSIGNED,
 * as every machine-checked route answers), and a photo below the manager level only from their
 * own work order (else 404: to them that work order does not exist).
 */
export function assertMayRead(user: AuthUser, file: MaintenanceFile) {
  if (!file.machineIds.some((id) => user.machineIds.has(id))) throw machineNotAssigned()
  if (file.isPhoto && maintenanceActor(user).level !== 'manager' && !file.operatorUserIds.includes(user.id)) {
    throw notFound('File not found', 'NOT_FOUND')
  }
}
