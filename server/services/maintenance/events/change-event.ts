/**
 * Changing a work order (PUT /maintenanceEvent/{id}): the version must be the one the caller read
 * (else 409 VERSION_CONFLICT with the work order as it is now), the shared rule module must accept
 * the action for this user, risk, state and day (else 403 MAINTENANCE_RULE with the rule's
 * reason), and every accepted change is written with its history row (who, when, from, to, why).
 */
import { sql } from 'drizzle-orm'
import {
  type MaintenanceEvent,
  type MaintenanceEventChange,
  ruleAction,
} from '../../../../src/contract/maintenance'
import {
  actorFromRoles,
  checkAction,
  EventState,
  editVerdict,
  eventFacts,
  type MaintenanceActor,
  type TransitionChange,
} from '../../../../src/contract/maintenance-rules'
import type { DbOrTx } from '../../../db/client'
import { queueMaintenanceMails } from '../../../db/mail-jobs/enqueue'
import { maintenanceEventHistory } from '../../../db/schema'
import { conflict, HttpError, notFound } from '../../../http/errors'
import { type AuthUser, assertMachineAssigned } from '../../../http/principals'
import { answerStep, assertProcedureComplete } from '../procedures/step-answers'
import { insertEditHistory } from './edit-history'
import { findEvent } from './events'

/** The rule module's actor for a signed-in user (spec 001 §6 levels; ROLE_COMMERCIAL read-only). */
export function maintenanceActor(user: Pick<AuthUser, 'id' | 'roles'>): MaintenanceActor {
  return actorFromRoles(user.id, user.roles)
}

export async function changeEvent(
  tx: DbOrTx,
  user: AuthUser,
  id: number,
  change: MaintenanceEventChange,
  today: string,
  now: Date,
  maxSpanDays: number,
): Promise<MaintenanceEvent> {
  const event = await findEvent(tx, id, today, true)
  if (!event) throw notFound('Work order not found', 'NOT_FOUND')
  if (event.machineId !== null) assertMachineAssigned(user, event.machineId)
  const actor = maintenanceActor(user)
  if (actor.level === 'operator' && event.operatorUserId !== null && event.operatorUserId !== user.id) {
    // Not theirs: to an operator it does not exist (they list only their own work orders).
    throw notFound('Work order not found', 'NOT_FOUND')
  }
  if (change.version !== event.version) {
    throw conflict('The work order changed since you read it', 'VERSION_CONFLICT', { current: event })
  }
  if (change.action.kind === 'job') {
    return editCustomerJob(tx, user, event, change.action, change.deviceAt, today, now)
  }
  if (change.action.kind === 'answer') {
    const time = { deviceAt: change.deviceAt, queuedAt: deviceTime(change.deviceAt, now), now }
    await answerStep(tx, user, event, change.action, time)
    const updated = await findEvent(tx, id, today)
    if (!updated) throw notFound('Work order not found', 'NOT_FOUND')
    return updated
  }
  const facts = {
    state: event.state,
    risk: event.risk as 0 | 1 | 2 | 3 | 4 | 5,
    date: event.date,
    originalDate: event.originalDate,
    postponeCount: event.postponeCount,
    operatorUserId: event.operatorUserId,
  }
  const action = change.action as TransitionChange
  const result = checkAction(actor, facts, ruleAction(action), today, { maxSpanDays })
  if (!result.ok) {
    throw new HttpError(403, 'MAINTENANCE_RULE', `Not allowed: ${result.reason}`, undefined, {
      reason: result.reason,
    })
  }
  const done = action.kind === 'complete'
  if (done) await assertProcedureComplete(tx, event)
  const notes = action.notes?.trim() || null
  const deviceAt = deviceTime(change.deviceAt, now)
  await tx.execute(sql`
    update maintenance_events set
      state = ${result.state},
      date = ${result.date}::date,
      postpone_count = ${result.postponeCount},
      duration_minutes = ${done ? action.durationMinutes : sql`duration_minutes`},
      done_at = ${done ? (deviceAt ?? now).toISOString() : null}::timestamptz,
      done_by = ${done ? user.id : null},
      notes = coalesce(${notes}, notes),
      version = version + 1,
      updated_at = ${now.toISOString()}::timestamptz
    where id = ${id}`)
  await tx.insert(maintenanceEventHistory).values({
    eventId: id,
    transitionId: result.transitionId,
    fromState: event.state,
    toState: result.state,
    userId: user.id,
    at: now,
    details: JSON.stringify({
      action: action.kind,
      from: event.date,
      to: result.date,
      notes,
      ...(deviceAt ? { deviceAt: deviceAt.toISOString() } : {}),
    }),
  })
  if (result.state === EventState.done) await queueMaintenanceMails(tx, id)
  const updated = await findEvent(tx, id, today)
  if (!updated) throw notFound('Work order not found', 'NOT_FOUND')
  return updated
}

type JobChange = Extract<MaintenanceEventChange['action'], { kind: 'job' }>

/**
 * The customer and job of a work order (spec 001 §3), written as given (an absent one clears it):
 * no transition, the state and day stay; the history keeps an 'edit' row, the version moves on.
 */
async function editCustomerJob(
  tx: DbOrTx,
  user: AuthUser,
  event: MaintenanceEvent,
  action: JobChange,
  deviceAtText: string | undefined,
  today: string,
  now: Date,
): Promise<MaintenanceEvent> {
  const verdict = editVerdict(maintenanceActor(user), eventFacts(event))
  if (!verdict.allowed) {
    throw new HttpError(403, 'MAINTENANCE_RULE', `Not allowed: ${verdict.reason}`, undefined, {
      reason: verdict.reason,
    })
  }
  const { job } = action
  await tx.execute(sql`
    update maintenance_events set
      customer = ${action.customer}, job_name = ${job.name}, job_reference = ${job.reference},
      job_grammage = ${job.grammage}, job_thickness = ${job.thickness}, job_width = ${job.width},
      job_material = ${job.material},
      version = version + 1,
      updated_at = ${now.toISOString()}::timestamptz
    where id = ${event.id}`)
  const deviceAt = deviceTime(deviceAtText, now)
  await insertEditHistory(tx, event, user.id, now, {
    notes: action.notes?.trim() || null,
    ...(deviceAt ? { deviceAt: deviceAt.toISOString() } : {}),
  })
  const updated = await findEvent(tx, event.id, today)
  if (!updated) throw notFound('Work order not found', 'NOT_FOUND')
  return updated
}

/**
 * Under 10 s before the server's time is "now" (the request's own trip, a device clock slightly
 * off), and a time after it too: an online change shows one time, a queued one both.
 */
export const DEVICE_CLOCK_SLACK_MS = 10_000

/**
 * The device's time of a change, kept only when it is clearly earlier than the server's (a change
 * queued offline): the history then shows both.
 */
function deviceTime(deviceAt: string | undefined, now: Date): Date | null {
  if (!deviceAt) return null
  const at = new Date(deviceAt)
  return now.getTime() - at.getTime() > DEVICE_CLOCK_SLACK_MS ? at : null
}

/** The change as the idempotency table's hash sees it: a sign-off's password left out. */
/** Whether the change is a sign-off confirmed by a password (checked against the signer's hash). */
export function signoffPassword(change: MaintenanceEventChange): boolean {
  const { action } = change
  return action.kind === 'answer' && action.value.kind === 'signoff' && Boolean(action.value.password)
}

export function withoutPassword(change: MaintenanceEventChange): unknown {
  const { action } = change
  if (action.kind !== 'answer' || action.value.kind !== 'signoff' || !action.value.password) return change
  const { password: _password, ...value } = action.value
  return { ...change, action: { ...action, value: { ...value, password: true } } }
}
