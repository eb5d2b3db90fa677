/**
 * What the task screens read beyond the task list: the form's choices with the plant's today and
 * settings (GET /maintenance/form-data), a task with its step-by-step PDF and the stop it answers
 * (GET /maintenance/{id}/detail; the PDF itself is answered by GET /maintenance/file/download).
 */
import { sql } from 'drizzle-orm'
import type { MaintenanceSettings } from '../../../../src/contract/maintenance'
import type { Procedure } from '../../../../src/contract/maintenance-procedures'
import type {
  MaintenanceTaskDetail,
  MaintenanceTaskFormData,
  SourceStop,
} from '../../../../src/contract/maintenance-tasks'
import type { DbOrTx } from '../../../db/client'
import { machineNotAssigned, notFound } from '../../../http/errors'
import type { AuthUser } from '../../../http/principals'
import { maintenanceData } from '../events/dashboard'
import type { EventReader } from '../events/events'
import { instructionsFile } from '../files'
import { findTask } from './tasks'

export async function taskFormData(
  db: DbOrTx,
  reader: EventReader,
  plantId: number | null,
  today: string,
  settings: MaintenanceSettings,
): Promise<MaintenanceTaskFormData> {
  const {
    operators,
    machinesWithoutOperator: _uncovered,
    ...data
  } = await maintenanceData(db, reader, plantId)
  // Each operator's machines among the reader's: the form offers an operator for the machines they work on.
  const assigned = await db.execute<{ user_id: number; machine_ids: number[] }>(sql`
    select user_id, array_agg(machine_id order by machine_id) as machine_ids from user_machines
    where user_id = any(${`{${operators.map((o) => o.id).join(',')}}`}::int[])
      and machine_id = any(${`{${reader.machineIds.join(',')}}`}::int[])
    group by user_id`)
  const machinesOf = new Map(assigned.rows.map((r) => [r.user_id, r.machine_ids.map(Number)]))
  return {
    ...data,
    operators: operators.map((o) => ({ ...o, machineIds: machinesOf.get(o.id) ?? [] })),
    today,
    workingDays: settings.workingDays,
    hoursPerDay: settings.hoursPerDay,
  }
}

/**
 * The task, if the user may read it (GET /maintenance/{id}/detail and what is read from its page):
 * 404 when there is none, 403 MACHINE_NOT_ASSIGNED when none of its machines is theirs.
 */
export async function readableTask(db: DbOrTx, user: AuthUser, id: number) {
  const found = await findTask(db, id, [...user.machineIds])
  if (!found) throw notFound('Task not found', 'NOT_FOUND')
  if (!found.assigned) throw machineNotAssigned()
  return found.task
}

/** The task with its stored PDF and stop, if the user may read it (readableTask). */
async function taskWithFile(db: DbOrTx, user: AuthUser, id: number) {
  const task = await readableTask(db, user, id)
  const rows = await db.execute<{
    file_id: string
    file_name: string
    size: number
    sha256: string
    storage_key: string
    source_stop: SourceStop | null
    procedure: Procedure | null
  }>(sql`
    select f.id as file_id, f.file_name, f.size, f.sha256, f.storage_key, t.source_stop, t.procedure
    from maintenance_tasks t left join stored_files f on f.id = t.file_id
    where t.id = ${id}`)
  const row = rows.rows[0]
  return {
    task,
    file: row?.file_id
      ? {
          id: row.file_id,
          fileName: row.file_name,
          size: Number(row.size),
          sha256: row.sha256,
          storageKey: row.storage_key,
        }
      : null,
    sourceStop: row?.source_stop ?? null,
    procedure: row?.procedure ?? null,
  }
}

export async function taskDetail(db: DbOrTx, user: AuthUser, id: number): Promise<MaintenanceTaskDetail> {
  const { task, file, sourceStop, procedure } = await taskWithFile(db, user, id)
  return {
    ...task,
    instructions: file ? instructionsFile(file.id, file.fileName, file.size) : null,
    sourceStop,
    procedure,
  }
}
