import { useLingui } from '@lingui/react/macro'
import type { WorkRequestState, WorkRequestUrgency } from '@/contract/work-requests'

/** The words of a work request's urgency and state, in the user's language. */
export function useRequestLabels() {
  const { t } = useLingui()
  const urgency: Record<WorkRequestUrgency, string> = {
    low: t`It can wait`,
    high: t`Soon`,
    stopped: t`The machine cannot run`,
  }
  const state: Record<WorkRequestState, string> = {
    new: t`New`,
    accepted: t`Accepted`,
    declined: t`Declined`,
  }
  return { urgency, state }
}
