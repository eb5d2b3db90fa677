/**
 * What each kind of step's input gives as an answer (contract/maintenance-procedures.ts
 * `stepAnswerValueSchema`): null while the input is not an answer yet (an empty text, a number
 * beyond any gauge, an option the step does not offer). Pure, so each kind is tested apart from
 * its screen.
 */
import { ANSWER_TEXT_MAX, READING_ABS_MAX } from '@/contract/maintenance-procedure-rules'
import type { CheckResult, ProcedureStep, StepAnswerValue } from '@/contract/maintenance-procedures'

type Step<K extends ProcedureStep['kind']> = Extract<ProcedureStep, { kind: K }>

export const checkAnswer = (result: CheckResult): StepAnswerValue => ({ kind: 'check', result })

/** A NumberInput's value ('' while empty, a string while half typed). */
export function readingAnswer(input: number | string): StepAnswerValue | null {
  const value = typeof input === 'number' ? input : input.trim() === '' ? Number.NaN : Number(input)
  if (!Number.isFinite(value) || Math.abs(value) > READING_ABS_MAX) return null
  return { kind: 'reading', value }
}

/** Below its min, above its max, or within (either limit may be absent), as typed. */
export function readingRange(step: Step<'reading'>, input: number | string): 'low' | 'high' | null {
  const answer = readingAnswer(input)
  if (answer?.kind !== 'reading') return null
  if (step.min !== null && answer.value < step.min) return 'low'
  if (step.max !== null && answer.value > step.max) return 'high'
  return null
}

export function choiceAnswer(step: Step<'choice'>, option: string | null): StepAnswerValue | null {
  return option !== null && step.options.includes(option) ? { kind: 'choice', option } : null
}

export function textAnswer(text: string): StepAnswerValue | null {
  const trimmed = text.trim()
  return trimmed ? { kind: 'text', text: trimmed.slice(0, ANSWER_TEXT_MAX) } : null
}

/**
 * A photo's answer names the photo's id on the server; a photo taken offline has none yet, so the
 * answer is queued with this placeholder and the id written in when its upload is delivered
 * (src/offline/outbox/file-refs.ts). Never sent as is.
 */
export const PHOTO_PENDING_ID = 0
export const photoAnswer = (imageId = PHOTO_PENDING_ID): StepAnswerValue => ({ kind: 'photo', imageId })

/** A drawn signature (PNG data URL) or the signer's password, exactly one of them. */
export function signoffAnswer(confirm: { signature: string } | { password: string }): StepAnswerValue | null {
  if ('signature' in confirm) {
    return /^data:image\/png;base64,[A-Za-z0-9+/=]+$/.test(confirm.signature)
      ? { kind: 'signoff', signature: confirm.signature }
      : null
  }
  return confirm.password ? { kind: 'signoff', password: confirm.password } : null
}
