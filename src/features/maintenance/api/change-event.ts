import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MaintenanceEvent, MaintenanceEventChange } from '@/contract/maintenance'
import { discardCommand } from '@/offline/outbox/outbox'
import { useSession } from '@/offline/session-store'
import type { PendingWork } from '../model/pending-changes'
import { maintenanceKeys } from './maintenance-keys'
import { queueEventChange, queueEventPhotos, settle } from './queue-event-work'

export interface EventChange {
  event: MaintenanceEvent
  /** What this device still has queued for the work order (the new change is based on it). */
  work: PendingWork | undefined
  action: MaintenanceEventChange['action']
  /** Photos taken with the change: uploaded before it. */
  photos?: File[]
  /** How the pending-changes panel names it, in the user's language. */
  summary: string
}

export type ChangeOutcome =
  | { outcome: 'delivered' | 'queued' | 'conflict' }
  | { outcome: 'rejected'; code: string; message: string; reason?: string }

/**
 * One action on a work order, through the outbox (api/queue-event-work.ts): saved on the device,
 * then sent now or when the connection is back. Online, it waits a little for the answer: a
 * refusal (403 with the rule's reason, another 4xx) is handed back to the screen that asked and the
 * command dropped, since nothing was applied; a conflict (409) stays queued for the conflict view.
 * Every list, the calendar, the dashboard and the badge refresh after a change.
 */
export function useChangeEvent() {
  const queryClient = useQueryClient()
  const { user } = useSession()
  return useMutation({
    // Saving on the device works offline; the outbox does the network part.
    networkMode: 'always',
    mutationFn: async ({
      event,
      work,
      action,
      photos = [],
      summary,
    }: EventChange): Promise<ChangeOutcome> => {
      if (photos.length) await queueEventPhotos(user.userId, event.id, photos, summary)
      const command = await queueEventChange({ userId: user.userId, event, work, action, summary })
      const wait = await settle(command)
      if (wait.outcome === 'delivered' || wait.outcome === 'queued') return { outcome: wait.outcome }
      // A 409 that is no conflict: completing with required procedure steps unanswered (issue 33).
      if (wait.outcome === 'conflict' && wait.error.code !== 'PROCEDURE_INCOMPLETE')
        return { outcome: 'conflict' }
      await discardCommand(command.id)
      const reason = wait.error.details?.reason
      return {
        outcome: 'rejected',
        code: wait.error.code,
        message: wait.error.message,
        ...(typeof reason === 'string' ? { reason } : {}),
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
  })
}
