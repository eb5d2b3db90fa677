/**
 * A step's answer in one line of English for the work order's history (issue 33): the history's
 * notes are text the screens show as written. The audit PDF and the report mail print answers in
 * the reader's maintenance language instead (audit-texts.ts).
 */
import type { ProcedureStep, StepAnswerValue } from '../../../src/contract/maintenance-procedures'

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
