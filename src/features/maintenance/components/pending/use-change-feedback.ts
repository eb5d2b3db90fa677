import { useLingui } from '@lingui/react/macro'
import { showToast } from '@/components/toast'
import type { RuleReason } from '@/contract/maintenance-rules'
import { apiErrorMessage } from '@/lib/messages/api-errors'
import type { ChangeOutcome } from '../../api/change-event'
import { useMaintenanceLabels } from '../labels'

/**
 * Says what became of a change: sent, saved on the device (offline), waiting for the user's
 * decision (a conflict), or refused. Answers the refusal in words (null otherwise), for a dialog
 * to show next to what the user typed; the other outcomes are toasts.
 */
export function useChangeFeedback() {
  const { t, i18n } = useLingui()
  const labels = useMaintenanceLabels()
  return (result: ChangeOutcome, delivered: string): string | null => {
    switch (result.outcome) {
      case 'delivered':
        showToast(delivered)
        return null
      case 'queued':
        showToast(t`Saved on this device. It is sent as soon as the connection is back.`)
        return null
      case 'conflict':
        showToast(t`Someone changed this work order meanwhile: choose which version to keep.`, 'red')
        return null
      case 'rejected': {
        const reason = result.reason as RuleReason | undefined
        if (reason && labels.reasons[reason]) return labels.reasons[reason]
        return result.code === 'PROCEDURE_INCOMPLETE' ? apiErrorMessage(result.code, i18n) : result.message
      }
    }
  }
}
