/**
 * Procedure step answers on a work order (issue 33, docs/decisions/047). One row per step: a new
 * answer to a step replaces the earlier one, and every answer also writes an 'edit' history row,
 * so the trail keeps each. An answer is no transition and leaves the work order's version as it
 * is: a tablet queues many answers offline on the version it knew, and all of them must land (the
 * version still guards them: an answer on a work order that was moved or closed meanwhile is a 409
 * like any change). `updated_at` moves on, so other devices' syncs (`/maintenanceEvent/mine`) pick
 * the answers up. A password sign-off is checked against the signer's hash and never stored. An
 * answer given without knowing another user's answer to the step (`basedOn`) is 409 ANSWER_CONFLICT.
 */
import { sql } from 'drizzle-orm'
import type { MaintenanceEvent, MaintenanceEventChange } from '../../../../src/contract/maintenance'
import {
  answerFits,
  isOutOfLimits,
  missingRequiredSteps,
  type Procedure,
  SIGNATURE_DATA_URL_MAX,
  type StepAnswer,
  type StepAnswerValue,
} from '../../../../src/contract/maintenance-procedures'
import { actionVerdict, actorFromRoles, eventFacts } from '../../../../src/contract/maintenance-rules'
import type { DbOrTx } from '../../../db/client'
import { badRequest, conflict, HttpError } from '../../../http/errors'
import type { AuthUser } from '../../../http/principals'
import { reencodeSignature, SignatureRejected } from '../../../lib/signature-png'
import { verifyPassword } from '../../account/crypto'
import { insertEditHistory } from '../events/edit-history'

export type AnswerChange = Extract<MaintenanceEventChange['action'], { kind: 'answer' }>

export async function procedureOf(db: DbOrTx, eventId: number): Promise<Procedure | null> {
  const rows = await db.execute<{ procedure: Procedure | null }>(sql`
    select procedure from maintenance_events where id = ${eventId}`)
  return rows.rows[0]?.procedure ?? null
}

/** The work order's answers in the procedure's order (answers to steps no longer there are left out). */
export async function stepAnswers(
  db: DbOrTx,
  eventId: number,
  procedure: Procedure | null,
): Promise<StepAnswer[]> {
  if (!procedure) return []
  const rows = await db.execute<{
    step_id: string
    value: StepAnswerValue
    out_of_limits: boolean
    notes: string | null
    answered_at: Date | string
    answered_by: string | null
  }>(sql`
    select a.step_id, a.value, a.out_of_limits, a.notes, a.answered_at, u.display_name as answered_by
    from maintenance_step_answers a left join users u on u.id = a.answered_by
    where a.event_id = ${eventId}`)
  const byStep = new Map(rows.rows.map((r) => [r.step_id, r]))
  return procedure.steps.flatMap((step) => {
    const r = byStep.get(step.id)
    if (!r) return []
    return [
      {
        stepId: r.step_id,
        value: r.value,
        answeredBy: r.answered_by ?? '',
        answeredAt: new Date(r.answered_at).toISOString(),
        outOfLimits: r.out_of_limits,
        notes: r.notes,
      },
    ]
  })
}

/** 409 PROCEDURE_INCOMPLETE (with `missing` step ids) while a required step has no answer. */
export async function assertProcedureComplete(tx: DbOrTx, event: MaintenanceEvent) {
  const procedure = await procedureOf(tx, event.id)
  if (!procedure) return
  const missing = missingRequiredSteps(procedure, await stepAnswers(tx, event.id, procedure))
  if (missing.length === 0) return
  throw conflict(
    `Required steps without an answer: ${missing.map((s) => s.id).join(', ')}`,
    'PROCEDURE_INCOMPLETE',
    { missing: missing.map((s) => s.id), current: event },
  )
}

/** The drawing re-encoded (ADR 026), or a 400 naming the answer's field when it is no PNG signature. */
async function storedSignature(signature: string): Promise<string> {
  try {
    return await reencodeSignature(signature, SIGNATURE_DATA_URL_MAX)
  } catch (err) {
    if (!(err instanceof SignatureRejected)) throw err
    const field = 'action.value.signature'
    if (err.reason === 'too_big') throw badRequest(field, 'The signature is too large', 'too_big')
    throw badRequest(field, 'The signature must be a PNG image', 'invalid_type')
  }
}

/** What is stored of a sign-off: how it was confirmed, the drawing when drawn, never a password. */
async function storedValue(tx: DbOrTx, user: AuthUser, stepId: string, value: StepAnswerValue) {
  if (value.kind !== 'signoff') return value
  if (value.signature)
    return {
      kind: 'signoff',
      signature: await storedSignature(value.signature),
      confirmedBy: 'signature',
    } as const
  const rows = await tx.execute<{ password_hash: string | null }>(sql`
    select password_hash from users where id = ${user.id}`)
  if (!(await verifyPassword(rows.rows[0]?.password_hash ?? null, value.password ?? ''))) {
    // 422, not 409: nothing changed elsewhere, the signer must try again (the outbox shows it as refused).
    throw new HttpError(422, 'SIGNOFF_REFUSED', 'The password does not confirm this sign-off', undefined, {
      stepId,
    })
  }
  return { kind: 'signoff', confirmedBy: 'password' } as const
}

/**
 * 409 ANSWER_CONFLICT (with `stepId` and `current`, the work order with its `procedure` and
 * `answers`) when the answer was given on a device that showed the step otherwise than it is now:
 * `basedOn` (the `answeredAt` the device showed, null for unanswered) is not the stored answer's,
 * and that answer was given by someone else. Nothing is stored; the outbox's conflict view shows
 * both answers and "keep mine" sends it again based on the current one (docs/decisions/047).
 *
 * The caller's own answer never conflicts with theirs: a device answering a step twice offline
 * queues both on the same base (the server's copy it last read), and the second must land after
 * the first. Telling one device from another would need a device id the server does not have;
 * the same account on two tablets is taken as one person correcting themselves (the history keeps
 * both). No `basedOn` (older clients): no check, the last delivered wins.
 */
async function assertNotAnsweredMeanwhile(
  tx: DbOrTx,
  user: AuthUser,
  event: MaintenanceEvent,
  procedure: Procedure,
  action: AnswerChange,
) {
  if (action.basedOn === undefined) return
  const rows = await tx.execute<{ answered_at: Date | string; answered_by: number | null }>(sql`
    select answered_at, answered_by from maintenance_step_answers
    where event_id = ${event.id} and step_id = ${action.stepId}
    for update`)
  const stored = rows.rows[0]
  if (!stored) return
  if (stored.answered_by !== null && Number(stored.answered_by) === user.id) return
  const storedAt = new Date(stored.answered_at).getTime()
  if (action.basedOn !== null && Date.parse(action.basedOn) === storedAt) return
  throw conflict('The step was answered on another device since this answer was given', 'ANSWER_CONFLICT', {
    stepId: action.stepId,
    current: { ...event, procedure, answers: await stepAnswers(tx, event.id, procedure) },
  })
}

/** A device's time of answering, never later than the server's now. */
const answeredAt = (deviceAt: string | undefined, now: Date) =>
  deviceAt && Date.parse(deviceAt) < now.getTime() ? new Date(deviceAt) : now

/**
 * `deviceAt` as sent (the answer's time); `queuedAt` the same when clearly earlier than the
 * server's now (change-event.ts deviceTime), which the history shows beside its own time.
 */
export async function answerStep(
  tx: DbOrTx,
  user: AuthUser,
  event: MaintenanceEvent,
  action: AnswerChange,
  time: { deviceAt: string | undefined; queuedAt: Date | null; now: Date },
): Promise<void> {
  const { now } = time
  // Whoever may complete it may answer its steps; a closed work order's record is not rewritten.
  const verdict = actionVerdict(actorFromRoles(user.id, user.roles), eventFacts(event), 'complete')
  if (!verdict.allowed) {
    throw new HttpError(403, 'MAINTENANCE_RULE', `Not allowed: ${verdict.reason}`, undefined, {
      reason: verdict.reason,
    })
  }
  const procedure = await procedureOf(tx, event.id)
  const step = procedure?.steps.find((s) => s.id === action.stepId)
  if (!step) throw badRequest('action.stepId', 'No such step in this work order’s procedure', 'invalid')
  if (!answerFits(step, action.value)) {
    throw badRequest('action.value', `The answer does not fit the ${step.kind} step`, 'invalid')
  }
  if (action.value.kind === 'photo') {
    const image = await tx.execute(sql`
      select 1 from maintenance_event_images where id = ${action.value.imageId} and event_id = ${event.id}`)
    if (image.rows.length === 0) {
      throw badRequest('action.value.imageId', 'Not a photo of this work order', 'invalid')
    }
  }
  // Before the sign-off's password is checked: a conflict spends no attempt of its pacing.
  await assertNotAnsweredMeanwhile(tx, user, event, procedure as Procedure, action)
  const value = await storedValue(tx, user, step.id, action.value)
  const outOfLimits = isOutOfLimits(step, value)
  const notes = action.notes?.trim() || null
  const at = answeredAt(time.deviceAt, now)
  await tx.execute(sql`
    insert into maintenance_step_answers (event_id, step_id, value, out_of_limits, notes, answered_by, answered_at, received_at)
    values (${event.id}, ${step.id}, ${JSON.stringify(value)}::jsonb, ${outOfLimits}, ${notes}, ${user.id},
      ${at.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
    on conflict (event_id, step_id) do update set value = excluded.value, out_of_limits = excluded.out_of_limits,
      notes = excluded.notes, answered_by = excluded.answered_by, answered_at = excluded.answered_at,
      received_at = excluded.received_at`)
  await tx.execute(sql`
    update maintenance_events set updated_at = ${now.toISOString()}::timestamptz where id = ${event.id}`)
  // The answer as it is, for each reader to word in their language (event-detail.ts historyEntry),
  // and the technician's own note under a key of its own: rows written before had `notes`, the
  // answer in one line of English with the note after it.
  await insertEditHistory(tx, event, user.id, now, {
    ...(notes ? { note: notes } : {}),
    // The signature's drawing stays on the answer row alone.
    answer: {
      stepId: step.id,
      value: value.kind === 'signoff' ? { kind: 'signoff', confirmedBy: value.confirmedBy } : value,
      outOfLimits,
    },
    ...(time.queuedAt ? { deviceAt: time.queuedAt.toISOString() } : {}),
  })
}
