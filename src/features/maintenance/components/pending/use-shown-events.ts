import type { MaintenanceEvent } from '@/contract/maintenance'
import { actorFromRoles, DEFAULT_MAX_SPAN_DAYS } from '@/contract/maintenance-rules'
import { roleSet } from '@/lib/roles/check'
import { useSession } from '@/offline/session-store'
import { useDashboard } from '../../api/get-dashboard'
import { usePendingMaintenanceWork } from '../../api/queue-event-work'
import { withPendingChanges } from '../../model/pending-changes'

/**
 * Work orders as this device left them (the outbox's waiting changes applied by the rule module),
 * with the pending work of each, for every list of the area: a change made offline shows at once.
 */
export function useShownEvents(events: MaintenanceEvent[], maxSpanDays = DEFAULT_MAX_SPAN_DAYS) {
  const { user } = useSession()
  const today = useDashboard().data?.today
  const pending = usePendingMaintenanceWork()
  const actor = actorFromRoles(user.userId, roleSet(user.roles))
  const shown = today
    ? events.map((e) => withPendingChanges(e, pending.get(e.id), actor, today, maxSpanDays))
    : events
  return { shown, pending }
}
