/**
 * A work order's procedure as the user left it on this device: the server's answers with the
 * answers still in the outbox laid over them, step by step, in the order they were given (a later
 * answer to a step replaces an earlier one, as on the server). An answer the server refused (a
 * sign-off's password, another 4xx) or found in conflict is not shown as given: the step keeps
 * the server's answer and says why. Pure: the outbox rows come in, the shown answers come out; the
 * done rule and the out-of-limits flag are the contract's, over these.
 */
import type { MaintenanceEventChange } from '@/contract/maintenance'
import { isOutOfLimits, missingRequiredSteps, outOfLimitSteps } from '@/contract/maintenance-procedure-rules'
import type { Procedure, ProcedureStep, StepAnswer, StepAnswerValue } from '@/contract/maintenance-procedures'
import type { PendingChange, PendingWork } from './pending-changes'

export type AnswerAction = Extract<MaintenanceEventChange['action'], { kind: 'answer' }>

/** A step's answer as shown: the server's ('sent') or this device's, not sent yet ('waiting'). */
export interface ShownAnswer extends StepAnswer {
  status: 'sent' | 'waiting'
  /** The outbox command of a waiting answer. */
  commandId?: string
  /** A waiting photo's upload command (its bytes are on the device until it is sent). */
  photoCommandId?: string
}

/** An answer of this device the server did not take; the step shows why and lets the user act. */
export interface RefusedAnswer {
  stepId: string
  commandId: string
  status: 'conflict' | 'rejected'
  value: StepAnswerValue
  /** The error code (SIGNOFF_REFUSED, PROCEDURE_..., MISSING_FILE) when known. */
  code?: string
  message?: string
  /** The server's answer to the step now (a conflict's `current`), when it sent one. */
  server?: StepAnswer | null
}

export interface ShownProcedure {
  /** By step id, one per answered step. */
  answers: Map<string, ShownAnswer>
  refused: Map<string, RefusedAnswer>
}

export const answerOf = (pending: PendingChange): AnswerAction | null =>
  pending.change.action.kind === 'answer' ? pending.change.action : null

/** The server's answers with this device's pending ones over them. */
export function shownProcedure(
  procedure: Procedure | null,
  serverAnswers: readonly StepAnswer[],
  work: PendingWork | undefined,
  me: string,
): ShownProcedure {
  const answers = new Map<string, ShownAnswer>()
  const refused = new Map<string, RefusedAnswer>()
  if (!procedure) return { answers, refused }
  const steps = new Map(procedure.steps.map((s) => [s.id, s]))
  for (const answer of serverAnswers) {
    if (steps.has(answer.stepId)) answers.set(answer.stepId, { ...answer, status: 'sent' })
  }
  for (const pending of work?.changes ?? []) {
    const action = answerOf(pending)
    const step = action ? steps.get(action.stepId) : undefined
    if (!action || !step) continue
    if (pending.status !== 'waiting') {
      refused.set(step.id, refusal(pending, action, serverAnswers))
      continue
    }
    refused.delete(step.id)
    answers.set(step.id, {
      stepId: step.id,
      value: action.value,
      answeredBy: me,
      answeredAt: pending.change.deviceAt ?? '',
      outOfLimits: isOutOfLimits(step, action.value),
      status: 'waiting',
      commandId: pending.commandId,
      ...(pending.photoCommandId ? { photoCommandId: pending.photoCommandId } : {}),
    })
  }
  return { answers, refused }
}

function refusal(
  pending: PendingChange,
  action: AnswerAction,
  serverAnswers: readonly StepAnswer[],
): RefusedAnswer {
  const current = pending.current as { answers?: StepAnswer[] } | undefined
  const server = (current?.answers ?? serverAnswers).find((a) => a.stepId === action.stepId) ?? null
  return {
    stepId: action.stepId,
    commandId: pending.commandId,
    status: pending.status === 'conflict' ? 'conflict' : 'rejected',
    value: action.value,
    ...(pending.code ? { code: pending.code } : {}),
    ...(pending.message ? { message: pending.message } : {}),
    server,
  }
}

/** What "Mark done" waits for, and what the procedure's badge says. */
export function procedureStatus(procedure: Procedure | null, shown: ShownProcedure) {
  const answers = [...shown.answers.values()]
  return {
    missing: missingRequiredSteps(procedure, answers),
    outOfLimits: outOfLimitSteps(procedure, answers),
    waiting: answers.filter((a) => a.status === 'waiting').length,
  }
}

/** A step's answer as words for a work request or the conflict view ("12.5 bar", "Fail"). */
export type AnswerWords = (step: ProcedureStep | undefined, value: StepAnswerValue) => string
