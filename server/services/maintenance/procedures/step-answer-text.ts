/**
 * A step's answer in one line of English, as the work order's history wrote it in its notes until
 * its rows carried the answer itself (issue 33): event-detail.ts finds the technician's note in
 * such an old row by it. Screens and documents word answers in the reader's language instead (the
 * work order's history, procedure-texts.ts for the audit PDF and the report mail).
 */
import type { ProcedureStep, StepAnswerValue } from '../../../../src/contract/maintenance-procedures'

const checkWords = { pass: 'pass', fail: 'fail', na: 'n/a' } as const

export function answerText(step: ProcedureStep, value: StepAnswerValue): string {
  switch (value.kind) {
    case 'check':
      return checkWords[value.result]
    case 'reading':
      return step.kind === 'reading' ? `${value.value} ${step.unit}` : String(value.value)
    case 'choice':
      return value.option
    case 'text':
      return value.text
    case 'photo':
      return 'photo'
    case 'signoff':
      return `signed (${value.confirmedBy ?? (value.signature ? 'signature' : 'password')})`
  }
}

export const answerSummary = (step: ProcedureStep, value: StepAnswerValue, outOfLimits: boolean) =>
  `${step.title}: ${answerText(step, value)}${outOfLimits ? ' (out of limits)' : ''}`
