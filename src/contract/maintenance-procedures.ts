/**
 * Step-by-step procedures (issue 33): the steps a maintenance manager writes on a preventive task
 * or a corrective work order, and the technician's answers on the tablet. A work order carries a
 * copy of its task's procedure as it was when the work order was planned, so a later edit of the
 * task changes no work already planned or done. Shared by the server (validation, the done rule,
 * the audit PDF) and the client (the form, the tablet's steps, the same rules offline).
 */
import { z } from 'zod'
import {
  ANSWER_TEXT_MAX,
  checkResults,
  PROCEDURE_STEPS_MAX,
  READING_ABS_MAX,
  SIGNATURE_DATA_URL_MAX,
  STEP_HELP_MAX,
  STEP_OPTION_MAX,
  STEP_OPTIONS_MAX,
  STEP_TITLE_MAX,
  STEP_UNIT_MAX,
} from './maintenance-procedure-rules'
import { dbIdSchema } from './wire'

export * from './maintenance-procedure-rules'

/** Text with something in it: "  " is not a title. */
const trimmed = (max: number) => z.string().trim().min(1).max(max)

const stepBase = {
  /**
   * Stable within the procedure: answers point at it ("s1", "s2"...; letters, digits, - and _). The
   * max repeats the pattern's bound for the task form's transport limit (server/http/form-limits.ts).
   */
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .max(40),
  title: trimmed(STEP_TITLE_MAX),
  help: z.string().trim().max(STEP_HELP_MAX).optional(),
  required: z.boolean(),
}

const readingLimit = z.number().min(-READING_ABS_MAX).max(READING_ABS_MAX)

export const procedureStepSchema = z.discriminatedUnion('kind', [
  /** Pass, fail or not applicable. A fail marks the work order out of limits. */
  z.object({ ...stepBase, kind: z.literal('check') }),
  /** A number in its unit; outside [min, max] (either may be absent) marks it out of limits. */
  z.object({
    ...stepBase,
    kind: z.literal('reading'),
    unit: trimmed(STEP_UNIT_MAX),
    min: readingLimit.nullable(),
    max: readingLimit.nullable(),
  }),
  /** One of its options. */
  z.object({
    ...stepBase,
    kind: z.literal('choice'),
    options: z.array(trimmed(STEP_OPTION_MAX)).min(2).max(STEP_OPTIONS_MAX),
  }),
  z.object({ ...stepBase, kind: z.literal('text') }),
  /** A photo, uploaded like the work order's photos and named by the step. */
  z.object({ ...stepBase, kind: z.literal('photo') }),
  /** The technician's name and time, confirmed by a drawn signature or their password. */
  z.object({ ...stepBase, kind: z.literal('signoff') }),
])
export type ProcedureStep = z.infer<typeof procedureStepSchema>

export const procedureSchema = z
  .object({ steps: z.array(procedureStepSchema).min(1).max(PROCEDURE_STEPS_MAX) })
  .superRefine((procedure, ctx) => {
    const seen = new Set<string>()
    procedure.steps.forEach((step, index) => {
      if (seen.has(step.id))
        ctx.addIssue({ code: 'custom', path: ['steps', index, 'id'], message: 'duplicate step id' })
      seen.add(step.id)
      if (step.kind === 'reading' && step.min !== null && step.max !== null && step.min > step.max) {
        ctx.addIssue({ code: 'custom', path: ['steps', index, 'max'], message: 'max below min' })
      }
    })
  })
export type Procedure = z.infer<typeof procedureSchema>

/** An answer's value, by the step's kind (the server checks it fits the step). */
export const stepAnswerValueSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('check'), result: z.enum(checkResults) }),
  z.object({ kind: z.literal('reading'), value: z.number().min(-READING_ABS_MAX).max(READING_ABS_MAX) }),
  z.object({ kind: z.literal('choice'), option: trimmed(STEP_OPTION_MAX) }),
  z.object({ kind: z.literal('text'), text: trimmed(ANSWER_TEXT_MAX) }),
  /** The id of a photo of this work order (uploaded first, through the photo outbox). */
  z.object({ kind: z.literal('photo'), imageId: dbIdSchema }),
  /**
   * A drawn signature (a PNG data URL, at most ~200 KB) or the signer's password, checked when the
   * answer reaches the server; the password is never stored. The server checks the drawing's bytes
   * are a PNG and stores it re-encoded (server/lib/signature-png.ts, ADR 026).
   */
  z.object({
    kind: z.literal('signoff'),
    signature: z
      .string()
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/)
      .max(SIGNATURE_DATA_URL_MAX)
      .optional(),
    password: z.string().min(1).max(200).optional(),
    /** Set by the server on what it stores and returns: how the sign-off was confirmed. */
    confirmedBy: z.enum(['signature', 'password']).optional(),
  }),
])
export type StepAnswerValue = z.infer<typeof stepAnswerValueSchema>

/** A step's answer as the server holds it and returns it. */
export const stepAnswerSchema = z.object({
  stepId: z.string(),
  value: stepAnswerValueSchema,
  /** Who answered and when (the device's time when given offline). */
  answeredBy: z.string(),
  answeredAt: z.string(),
  /** A failed check or a reading outside its range. */
  outOfLimits: z.boolean(),
  /** The technician's note on the step, when given. */
  notes: z.string().nullable().optional(),
})
export type StepAnswer = z.infer<typeof stepAnswerSchema>
