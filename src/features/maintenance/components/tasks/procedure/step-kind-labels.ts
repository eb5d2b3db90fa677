import { useLingui } from '@lingui/react/macro'
import type { StepKind } from '@/contract/maintenance-procedures'

/** The kinds of step, as the editor offers them and the task's detail names them. */
export function useStepKindLabels(): Record<StepKind, string> {
  const { t } = useLingui()
  return {
    check: t`Check (pass / fail / N/A)`,
    reading: t`Reading (number with unit and range)`,
    choice: t`Choice from a list`,
    text: t`Text`,
    photo: t`Photo`,
    signoff: t`Sign-off`,
  }
}
