/**
 * Work requests (issue 31): filed from the floor, triaged by a maintenance manager. Who files:
 * the route's access (anyone who may use maintenance or see plant control, not the read-only
 * commercial role); here, only for a machine of theirs. Who triages: the maintenance manager
 * level, for machines of theirs. A request is decided once: a second decision is a 409 with the
 * request as it stands, so two managers on two devices never both turn it into work.
 */
import { sql } from 'drizzle-orm'
import type { WorkRequest, WorkRequestList, WorkRequestState } from '../../../../src/contract/work-requests'
import type { DbOrTx } from '../../../db/client'
import { workRequestImages, workRequests } from '../../../db/schema'
import { badRequest, conflict, notFound } from '../../../http/errors'
import { type AuthUser, assertMachineAssigned } from '../../../http/principals'
import type { UploadedImage } from '../../../lib/reencode-image'
import type { FileStorage } from '../../../lib/storage'
import { storePhotos } from '../events/event-images'
import { maintenanceFileUrl } from '../files'

const MANAGER_ROLE = 'ROLE_MAINTENANCE_ASSISTANCE_MANAGER'

/** Whether the user triages requests (the maintenance manager level). */
export const triagesRequests = (user: AuthUser) => user.roles.has(MANAGER_ROLE)

export interface WorkRequestInput {
  machineId: number
  assetId?: number
  description: string
  urgency: WorkRequest['urgency']
  stopReasonCode?: string
}

type Row = {
  id: number
  machine_id: number
  machine_name: string
  asset_id: number | null
  asset_name: string | null
  description: string
  urgency: WorkRequest['urgency']
  stop_reason_code: string | null
  state: WorkRequestState
  requested_by: number
  requested_by_name: string
  created_at: Date | string
  decided_by: number | null
  decided_by_name: string | null
  decided_at: Date | string | null
  decline_reason: string | null
  event_id: number | null
}

const select = sql`
  select r.id, r.machine_id, m.name as machine_name, r.asset_id, a.name as asset_name, r.description,
    r.urgency, r.stop_reason_code, r.state, r.requested_by, req.display_name as requested_by_name,
    r.created_at, r.decided_by, dec.display_name as decided_by_name, r.decided_at, r.decline_reason, r.event_id
  from work_requests r
  join machines m on m.id = r.machine_id
  left join maintenance_assets a on a.id = r.asset_id
  join users req on req.id = r.requested_by
  left join users dec on dec.id = r.decided_by`

const iso = (v: Date | string) => new Date(v).toISOString()

async function photosOf(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, WorkRequest['photos']>()
  const rows = await db.execute<{
    id: number
    request_id: number
    file_id: string
    file_name: string
    created_at: Date | string
  }>(sql`
    select i.id, i.request_id, i.file_id, f.file_name, i.created_at
    from work_request_images i join stored_files f on f.id = i.file_id
    where i.request_id = any(${`{${ids.join(',')}}`}::int[]) order by i.id`)
  const byRequest = new Map<number, WorkRequest['photos']>()
  for (const r of rows.rows) {
    const list = byRequest.get(r.request_id) ?? []
    list.push({
      id: r.id,
      url: maintenanceFileUrl(r.file_id, r.file_name),
      fileName: r.file_name,
      at: iso(r.created_at),
    })
    byRequest.set(r.request_id, list)
  }
  return byRequest
}

async function toWire(db: DbOrTx, rows: Row[]): Promise<WorkRequest[]> {
  const photos = await photosOf(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((r) => ({
    id: r.id,
    machineId: r.machine_id,
    machineName: r.machine_name,
    assetId: r.asset_id,
    assetName: r.asset_name,
    description: r.description,
    urgency: r.urgency,
    stopReasonCode: r.stop_reason_code,
    state: r.state,
    requestedBy: { id: r.requested_by, name: r.requested_by_name },
    createdAt: iso(r.created_at),
    decidedBy: r.decided_by === null ? null : { id: r.decided_by, name: r.decided_by_name ?? '' },
    decidedAt: r.decided_at === null ? null : iso(r.decided_at),
    declineReason: r.decline_reason,
    workOrderId: r.event_id,
    photos: photos.get(r.id) ?? [],
  }))
}

const machineList = (user: AuthUser) => `{${[...user.machineIds].join(',')}}`

/** Who may see a request: a triager for any machine of theirs, anyone else their own requests. */
const visibleTo = (user: AuthUser) =>
  triagesRequests(user)
    ? sql`r.plant_id = ${user.plantId ?? -1} and r.machine_id = any(${machineList(user)}::int[])`
    : sql`r.plant_id = ${user.plantId ?? -1} and r.machine_id = any(${machineList(user)}::int[]) and r.requested_by = ${user.id}`

export async function listWorkRequests(
  db: DbOrTx,
  user: AuthUser,
  state: WorkRequestState | undefined,
): Promise<WorkRequestList> {
  const rows = await db.execute<Row>(sql`${select}
    where ${visibleTo(user)} ${state ? sql`and r.state = ${state}` : sql``}
    order by (r.state = 'new') desc, r.created_at desc, r.id desc
    limit 200`)
  return { requests: await toWire(db, rows.rows), newToTriage: await countNewToTriage(db, user) }
}

/** New requests the user may decide (0 below the manager level): the maintenance menu's count. */
export async function countNewToTriage(db: DbOrTx, user: AuthUser): Promise<number> {
  if (!triagesRequests(user)) return 0
  const counted = await db.execute<{ n: number | string }>(sql`
    select count(*) as n from work_requests r where ${visibleTo(user)} and r.state = 'new'`)
  return Number(counted.rows[0]?.n ?? 0)
}

/**
 * One request the user may see, locked when asked: of another plant or not there, 404; of a
 * machine not theirs, 403 MACHINE_NOT_ASSIGNED (as every machine-checked route); below the
 * manager level and not theirs, 404 (to them it does not exist).
 */
export async function visibleWorkRequest(db: DbOrTx, user: AuthUser, id: number, lock = false) {
  const rows = await db.execute<Row>(sql`${select}
    where r.id = ${id} and r.plant_id = ${user.plantId ?? -1} ${lock ? sql`for update of r` : sql``}`)
  const row = rows.rows[0]
  if (!row) throw notFound('Work request not found', 'NOT_FOUND')
  assertMachineAssigned(user, row.machine_id)
  if (!triagesRequests(user) && row.requested_by !== user.id)
    throw notFound('Work request not found', 'NOT_FOUND')
  const [request] = await toWire(db, [row])
  return request
}

async function assertAssetOfMachine(db: DbOrTx, user: AuthUser, assetId: number, machineId: number) {
  const rows = await db.execute<{ machine_id: number | null }>(sql`
    select machine_id from maintenance_assets
    where id = ${assetId} and plant_id = ${user.plantId ?? -1} and deleted_at is null`)
  const asset = rows.rows[0]
  if (!asset || (asset.machine_id !== null && asset.machine_id !== machineId)) {
    throw badRequest('assetId', "Expected an asset of the request's machine", 'invalid')
  }
}

/** The bell of every maintenance manager who sees the machine (the requester aside). */
async function notifyTriagers(tx: DbOrTx, request: WorkRequest, at: Date) {
  const params = JSON.stringify({ machine: request.machineName, requester: request.requestedBy.name })
  await tx.execute(sql`
    insert into notifications (user_id, message, params, href, created_at)
    select u.id, 'NOTIFICATION_WORK_REQUEST_NEW', ${params}, '/maintenance/requests', ${at.toISOString()}::timestamptz
    from users u join user_machines um on um.user_id = u.id
    where um.machine_id = ${request.machineId} and u.is_active and ${MANAGER_ROLE} = any(u.roles)
      and u.id <> ${request.requestedBy.id}`)
}

async function notifyRequester(tx: DbOrTx, request: WorkRequest, at: Date) {
  const accepted = request.state === 'accepted'
  const params = JSON.stringify(
    accepted
      ? { machine: request.machineName }
      : { machine: request.machineName, reason: request.declineReason ?? '' },
  )
  const href = accepted ? `/maintenance/events/${request.workOrderId}` : '/maintenance/requests'
  await tx.execute(sql`
    insert into notifications (user_id, message, params, href, created_at)
    values (${request.requestedBy.id}, ${accepted ? 'NOTIFICATION_WORK_REQUEST_ACCEPTED' : 'NOTIFICATION_WORK_REQUEST_DECLINED'},
      ${params}, ${href}, ${at.toISOString()}::timestamptz)`)
}

export async function fileWorkRequest(
  tx: DbOrTx,
  storage: FileStorage,
  user: AuthUser,
  input: WorkRequestInput & { images: UploadedImage[]; now: Date },
): Promise<WorkRequest> {
  assertMachineAssigned(user, input.machineId)
  if (input.assetId !== undefined) await assertAssetOfMachine(tx, user, input.assetId, input.machineId)
  const [row] = await tx
    .insert(workRequests)
    .values({
      plantId: user.plantId ?? -1,
      machineId: input.machineId,
      assetId: input.assetId ?? null,
      description: input.description,
      urgency: input.urgency,
      stopReasonCode: input.stopReasonCode ?? null,
      requestedBy: user.id,
      createdAt: input.now,
    })
    .returning({ id: workRequests.id })
  for (const fileId of await storePhotos(tx, storage, {
    userId: user.id,
    images: input.images,
    now: input.now,
  })) {
    await tx.insert(workRequestImages).values({ requestId: row.id, fileId, createdAt: input.now })
  }
  const request = await visibleWorkRequest(tx, user, row.id)
  await notifyTriagers(tx, request, input.now)
  return request
}

/** A new request, locked for its decision: 409 WORK_REQUEST_DECIDED with the request when it no longer is. */
async function undecided(tx: DbOrTx, user: AuthUser, id: number) {
  const request = await visibleWorkRequest(tx, user, id, true)
  if (request.state !== 'new') {
    throw conflict('This work request was already decided', 'WORK_REQUEST_DECIDED', { current: request })
  }
  return request
}

export async function declineWorkRequest(
  tx: DbOrTx,
  user: AuthUser,
  id: number,
  reason: string,
  now: Date,
): Promise<WorkRequest> {
  await undecided(tx, user, id)
  await tx.execute(sql`
    update work_requests set state = 'declined', decided_by = ${user.id}, decided_at = ${now.toISOString()}::timestamptz,
      decline_reason = ${reason}
    where id = ${id}`)
  const declined = await visibleWorkRequest(tx, user, id)
  await notifyRequester(tx, declined, now)
  return declined
}

/**
 * Accepting: the corrective task the manager saved for the request (task-write.ts, in the same
 * transaction) has its work order on the request's machine; the request points at it, the work
 * order gets the request's photos and a line in its history, and the requester a bell. Returns
 * the work order, which the save's own photos join (order-photos.ts).
 */
export async function acceptWorkRequest(
  tx: DbOrTx,
  user: AuthUser,
  input: { requestId: number; taskId: number; now: Date },
): Promise<number> {
  const request = await undecided(tx, user, input.requestId)
  const events = await tx.execute<{ id: number }>(sql`
    select id from maintenance_events where task_id = ${input.taskId} and machine_id = ${request.machineId}
    order by date, id limit 1`)
  const eventId = events.rows[0]?.id
  if (eventId === undefined) {
    throw badRequest('machines', "The work order must be on the request's machine", 'invalid')
  }
  await tx.execute(sql`
    update work_requests set state = 'accepted', decided_by = ${user.id},
      decided_at = ${input.now.toISOString()}::timestamptz, event_id = ${eventId}
    where id = ${input.requestId}`)
  await tx.execute(sql`
    insert into maintenance_event_images (event_id, file_id, created_by, created_at)
    select ${eventId}, i.file_id, ${request.requestedBy.id}, i.created_at
    from work_request_images i where i.request_id = ${input.requestId} order by i.id`)
  await tx.execute(sql`
    insert into maintenance_event_history (event_id, transition_id, from_state, to_state, user_id, at, details)
    values (${eventId}, null, 1, 1, ${request.requestedBy.id}, ${request.createdAt}::timestamptz,
      ${JSON.stringify({ action: 'request', notes: request.description, workRequest: request.id })})`)
  await notifyRequester(tx, { ...request, state: 'accepted', workOrderId: eventId }, input.now)
  return eventId
}

/** Whether the user filed the request that became this work order (they may read it). */
export async function requestedWorkOrder(db: DbOrTx, userId: number, eventId: number): Promise<boolean> {
  const rows = await db.execute(sql`
    select 1 from work_requests where event_id = ${eventId} and requested_by = ${userId} limit 1`)
  return rows.rows.length > 0
}
