import { useLingui } from '@lingui/react/macro'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import type { CheckResult, ProcedureStep, StepAnswerValue } from '@/contract/maintenance-procedures'
import { formatNumber } from '@/lib/format/number'

/** Pass, fail and not applicable, as the check's buttons name them. */
export function useCheckLabels(): Record<CheckResult, string> {
  const { t } = useLingui()
  return { pass: t`Pass`, fail: t`Fail`, na: t`N/A` }
}

/** A number as the user writes numbers (their decimal separator), up to 3 decimals. */
export function useReadingFormat() {
  const prefs = useUnitPreferences()
  return (value: number) => formatNumber(value, prefs, { decimals: 3, trimZeros: true })
}

/** A reading's acceptable range in words ("2 – 5 bar", "at least 2 bar"); null without limits. */
export function useRangeWords() {
  const { t } = useLingui()
  const num = useReadingFormat()
  return (step: Extract<ProcedureStep, { kind: 'reading' }>) => {
    const unit = step.unit
    if (step.min !== null && step.max !== null) return t`Range: ${num(step.min)} – ${num(step.max)} ${unit}`
    if (step.min !== null) return t`At least ${num(step.min)} ${unit}`
    if (step.max !== null) return t`At most ${num(step.max)} ${unit}`
    return null
  }
}

/** An answer in words: for a work request's description and the conflict view. */
export function useAnswerWords() {
  const { t } = useLingui()
  const checks = useCheckLabels()
  const num = useReadingFormat()
  return (step: ProcedureStep | undefined, value: StepAnswerValue): string => {
    switch (value.kind) {
      case 'check':
        return checks[value.result]
      case 'reading':
        return `${num(value.value)} ${step?.kind === 'reading' ? step.unit : ''}`.trim()
      case 'choice':
        return value.option
      case 'text':
        return value.text
      case 'photo':
        return t`Photo`
      case 'signoff':
        return value.password || value.confirmedBy === 'password' ? t`Signed with password` : t`Signed`
    }
  }
}
