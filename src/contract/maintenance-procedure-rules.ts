/**
 * The rules of step-by-step procedures (issue 33) without their zod schemas
 * (maintenance-procedures.ts): the limits, the check results, whether an answer fits its step, is
 * out of limits, and which required steps are left. The work order's first screen reads these,
 * and the schemas would add the zod chunk (about 20 KB gzip) to it.
 */
import type { Procedure, ProcedureStep, StepAnswer, StepAnswerValue } from './maintenance-procedures'

export const stepKinds = ['check', 'reading', 'choice', 'text', 'photo', 'signoff'] as const
export type StepKind = (typeof stepKinds)[number]

export const PROCEDURE_STEPS_MAX = 60
export const STEP_TITLE_MAX = 200
export const STEP_HELP_MAX = 1000
export const STEP_UNIT_MAX = 20
export const STEP_OPTION_MAX = 80
export const STEP_OPTIONS_MAX = 12
export const ANSWER_TEXT_MAX = 2000
/** A drawn signature's PNG data URL (about 200 KB of PNG): the server stores it re-encoded. */
export const SIGNATURE_DATA_URL_MAX = 280_000
/** A reading's magnitude: far beyond any gauge, small enough for a double without surprises. */
export const READING_ABS_MAX = 1e9

export const checkResults = ['pass', 'fail', 'na'] as const
export type CheckResult = (typeof checkResults)[number]

/** Does the answer's kind match the step's, and does a choice name one of the options? */
export function answerFits(step: ProcedureStep, value: StepAnswerValue): boolean {
  if (step.kind !== value.kind) return false
  if (step.kind === 'choice' && value.kind === 'choice') return step.options.includes(value.option)
  if (value.kind === 'signoff') return Boolean(value.signature) !== Boolean(value.password)
  return true
}

/** A failed check, or a reading below its min or above its max. */
export function isOutOfLimits(step: ProcedureStep, value: StepAnswerValue): boolean {
  if (value.kind === 'check') return value.result === 'fail'
  if (step.kind === 'reading' && value.kind === 'reading') {
    return (step.min !== null && value.value < step.min) || (step.max !== null && value.value > step.max)
  }
  return false
}

/** The required steps without an answer: "Mark done" waits for none. */
export function missingRequiredSteps(
  procedure: Procedure | null,
  answers: readonly Pick<StepAnswer, 'stepId'>[],
) {
  if (!procedure) return []
  const answered = new Set(answers.map((a) => a.stepId))
  return procedure.steps.filter((s) => s.required && !answered.has(s.id))
}

/** The steps whose answer is out of limits ("1 step out of limits"). */
export function outOfLimitSteps(procedure: Procedure | null, answers: readonly StepAnswer[]) {
  if (!procedure) return []
  const flagged = new Set(answers.filter((a) => a.outOfLimits).map((a) => a.stepId))
  return procedure.steps.filter((s) => flagged.has(s.id))
}
