import { useLiveQuery } from 'dexie-react-hooks'
import { actorFromRoles } from '@/contract/maintenance-rules'
import { roleSet } from '@/lib/roles/check'
import { db } from '@/offline/db'
import { useSession } from '@/offline/session-store'
import { useDashboard } from '../../api/get-dashboard'
import { usePendingMaintenanceWork } from '../../api/queue-event-work'
import { pendingTodayDelta } from '../../model/pending-changes'

/**
 * The 'today' badge as this device stands: the server's count, moved by the changes not sent yet
 * (a work order marked done offline no longer counts). Null until the dashboard has answered.
 */
export function useTodayCount(): number | null {
  const { user } = useSession()
  const dashboard = useDashboard().data
  const pending = usePendingMaintenanceWork()
  const ids = [...pending.keys()]
  const kept = useLiveQuery(
    async () =>
      ids.length === 0
        ? []
        : (await db.workOrders.bulkGet(ids.map((id) => [user.userId, id] as [number, number])))
            .filter((row) => row !== undefined)
            .map((row) => row.event),
    [user.userId, ids.join(',')],
  )
  if (!dashboard) return null
  const actor = actorFromRoles(user.userId, roleSet(user.roles))
  return Math.max(0, dashboard.dueToday + pendingTodayDelta(kept ?? [], pending, actor, dashboard.today))
}
