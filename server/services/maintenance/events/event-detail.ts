/**
 * One work order as its detail shows it (GET /maintenanceEvent/{id}): the list's fields plus the
 * task's description, reason, provider and planned duration, the step-by-step PDF, the photos and
 * the history, newest first. Visibility is the list's: an assigned machine, and for a user below
 * the manager level only their own work orders.
 */
import { sql } from 'drizzle-orm'
import type {
  MaintenanceEvent,
  MaintenanceEventDetail,
  MaintenanceHistoryAnswer,
  MaintenanceHistoryEntry,
} from '../../../../src/contract/maintenance'
import type {
  Procedure,
  ProcedureStep,
  StepAnswerValue,
} from '../../../../src/contract/maintenance-procedures'
import type { DbOrTx } from '../../../db/client'
import { conflict, notFound } from '../../../http/errors'
import { type AuthUser, assertMachineAssigned } from '../../../http/principals'
import { instructionsFile } from '../files'
import { answerSummary, answerText } from '../procedures/step-answer-text'
import { procedureOf, stepAnswers } from '../procedures/step-answers'
import { requestedWorkOrder } from '../requests/work-requests'
import { maintenanceActor } from './change-event'
import { eventImages } from './event-images'
import { findEvent } from './events'

/**
 * The work order if this user may see it: 404 when it does not exist or is someone else's (to an
 * operator another's work order does not exist), 403 MACHINE_NOT_ASSIGNED for a machine not theirs.
 */
export async function visibleEvent(
  db: DbOrTx,
  user: AuthUser,
  id: number,
  today: string,
  lock = false,
): Promise<MaintenanceEvent> {
  const event = await findEvent(db, id, today, lock)
  if (!event) throw notFound('Work order not found', 'NOT_FOUND')
  if (event.machineId !== null) assertMachineAssigned(user, event.machineId)
  // Below the manager level: their own work orders, and the one their work request became.
  if (
    maintenanceActor(user).level !== 'manager' &&
    event.operatorUserId !== user.id &&
    !(await requestedWorkOrder(db, user.id, id))
  ) {
    throw notFound('Work order not found', 'NOT_FOUND')
  }
  return event
}

type Action = MaintenanceHistoryEntry['action']

const actionOfTransition: Record<number, Action> = {
  1: 'reschedule',
  2: 'postpone',
  3: 'reopen',
  4: 'cancel',
}
const actions: readonly Action[] = [
  'create',
  'complete',
  'postpone',
  'reschedule',
  'reopen',
  'cancel',
  'edit',
  'request',
]

/** The answer a history row's details carry (step-answers.ts answerStep), if they carry one. */
function answerOf(v: unknown): MaintenanceHistoryAnswer | undefined {
  if (typeof v !== 'object' || v === null) return undefined
  const { stepId, value, outOfLimits } = v as Record<string, unknown>
  if (typeof stepId !== 'string' || typeof outOfLimits !== 'boolean') return undefined
  if (typeof value !== 'object' || value === null || typeof (value as { kind?: unknown }).kind !== 'string')
    return undefined
  return { stepId, value: value as StepAnswerValue, outOfLimits }
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Any step, for the words of an answer whose step is not known (a reading's value without its unit). */
const unknownStep: ProcedureStep = { id: '', kind: 'text', title: '', required: false }

/**
 * The technician's own note of an answer row written before it had a key of its own: those rows'
 * notes were the answer in one line of English (answerSummary), then " (note)" when one was
 * given. Null when there was none; the notes as they are when they are not such a line. Without
 * the step (a work order keeps its copy of the procedure, so not expected) the line is matched
 * by its end: the answer's words, the unit of a reading, the out-of-limits mark.
 */
export function noteOfOldAnswerRow(
  notes: string,
  answer: MaintenanceHistoryAnswer,
  step: ProcedureStep | undefined,
): string | null {
  const line = step
    ? escaped(answerSummary(step, answer.value, answer.outOfLimits))
    : `[\\s\\S]*?: ${escaped(answerText(unknownStep, answer.value))}${
        answer.value.kind === 'reading' ? '(?: [^\\s(]+)?' : ''
      }${answer.outOfLimits ? escaped(' (out of limits)') : ''}`
  const match = new RegExp(`^${line}(?: \\(([\\s\\S]*)\\))?$`).exec(notes)
  if (!match) return notes
  return match[1]?.trim() || null
}

/**
 * A history row's details: the JSON written by changeEvent and insertEditHistory, or the seed's
 * older "to yyyy-MM-dd". An answer's row carries the answer and the technician's note (`note`);
 * one written before that has only `notes`, from which the note is taken (noteOfOldAnswerRow).
 */
function readDetails(
  details: string | null,
  procedure: Pick<Procedure, 'steps'> | null | undefined,
): {
  action?: Action
  from?: string
  to?: string
  notes?: string
  deviceAt?: string
  answer?: MaintenanceHistoryAnswer
} {
  if (!details) return {}
  try {
    const parsed = JSON.parse(details) as Record<string, unknown>
    const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined)
    const action = actions.includes(parsed.action as Action) ? (parsed.action as Action) : undefined
    const answer = answerOf(parsed.answer)
    let notes = text(parsed.notes)
    if (answer) {
      const old = notes
      const step = procedure?.steps.find((s) => s.id === answer.stepId)
      notes = old === undefined ? text(parsed.note) : (noteOfOldAnswerRow(old, answer, step) ?? undefined)
    }
    return {
      action,
      from: text(parsed.from),
      to: text(parsed.to),
      notes,
      deviceAt: text(parsed.deviceAt),
      answer,
    }
  } catch {
    const to = /to (\d{4}-\d{2}-\d{2})/.exec(details)?.[1]
    return { to }
  }
}

/**
 * A history row as the API sends it; with the work order's `procedure`, an answer's row written
 * before rows carried the note apart gives the note alone (noteOfOldAnswerRow).
 */
export function historyEntry(
  row: {
    id: number
    at: Date | string
    user_name: string | null
    transition_id: number | null
    from_state: number
    to_state: number
    details: string | null
  },
  procedure?: Pick<Procedure, 'steps'> | null,
): MaintenanceHistoryEntry {
  const d = readDetails(row.details, procedure)
  const action: Action =
    d.action ??
    (row.transition_id !== null
      ? (actionOfTransition[row.transition_id] ?? 'edit')
      : row.to_state === 2
        ? 'complete'
        : 'create')
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    userName: row.user_name,
    transitionId: row.transition_id,
    action,
    fromState: row.from_state,
    toState: row.to_state,
    fromDate: d.from ?? null,
    toDate: d.to ?? null,
    notes: d.notes ?? null,
    deviceAt: d.deviceAt ?? null,
    answer: d.answer ?? null,
  }
}

export async function eventDetail(
  db: DbOrTx,
  user: AuthUser,
  id: number,
  today: string,
  maxSpanDays: number,
): Promise<MaintenanceEventDetail> {
  const event = await visibleEvent(db, user, id, today)
  const procedure = await procedureOf(db, id)
  const [task, images, history, answers] = await Promise.all([
    db.execute<{
      description: string | null
      reason: string | null
      provider: string | null
      duration_minutes: number | null
      file_id: string | null
      file_name: string | null
      file_size: number | string | null
      done_at: Date | string | null
      done_by_name: string | null
    }>(sql`
      select t.description, t.reason, t.provider, t.duration_minutes, t.file_id, f.file_name, f.size as file_size,
        e.done_at, u.display_name as done_by_name
      from maintenance_events e
      join maintenance_tasks t on t.id = e.task_id
      left join stored_files f on f.id = t.file_id
      left join users u on u.id = e.done_by
      where e.id = ${id}`),
    eventImages(db, id),
    db.execute<Parameters<typeof historyEntry>[0]>(sql`
      select h.id, h.at, u.display_name as user_name, h.transition_id, h.from_state, h.to_state, h.details
      from maintenance_event_history h left join users u on u.id = h.user_id
      where h.event_id = ${id} order by h.at desc, h.id desc`),
    stepAnswers(db, id, procedure),
  ])
  const t = task.rows[0]
  return {
    ...event,
    description: t?.description ?? null,
    reason: t?.reason ?? null,
    provider: t?.provider ?? null,
    plannedMinutes: t?.duration_minutes ?? null,
    instructions:
      t?.file_id && t.file_name ? instructionsFile(t.file_id, t.file_name, t.file_size ?? 0) : null,
    images,
    history: history.rows.map((row) => historyEntry(row, procedure)),
    doneAt: t?.done_at ? new Date(t.done_at).toISOString() : null,
    doneByName: t?.done_by_name ?? null,
    maxSpanDays,
    procedure,
    answers,
  }
}

/**
 * Deletes a work order planned by mistake (DELETE /maintenanceEvent/{id}, managers). A done one is
 * the record of work carried out: 409 EVENT_DONE, and cancelling is the way to close open work
 * while keeping its trail. The history and photo rows go with the work order (on delete cascade);
 * the photos' stored files are nobody else's, so their rows go too and their storage keys come
 * back for the caller to remove once the transaction has committed.
 */
export async function deleteEvent(
  tx: DbOrTx,
  user: AuthUser,
  id: number,
  today: string,
): Promise<{ storageKeys: string[] }> {
  const event = await visibleEvent(tx, user, id, today, true)
  if (event.state === 2) throw conflict('A done work order cannot be deleted', 'EVENT_DONE')
  const photos = await tx.execute<{ id: string; storage_key: string }>(sql`
    select f.id, f.storage_key from maintenance_event_images i join stored_files f on f.id = i.file_id
    where i.event_id = ${id}`)
  await tx.execute(sql`delete from maintenance_events where id = ${id}`)
  const fileIds = photos.rows.map((p) => p.id)
  if (fileIds.length > 0) {
    await tx.execute(sql`delete from stored_files where id = any(${`{${fileIds.join(',')}}`}::uuid[])`)
  }
  return { storageKeys: photos.rows.map((p) => p.storage_key) }
}
