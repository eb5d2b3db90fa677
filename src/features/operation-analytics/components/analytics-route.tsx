import { Navigate } from '@tanstack/react-router'
import type { OrderParams } from '@/lib/production/route-params'
import { hasRole } from '@/lib/roles/check'
import { useSession } from '@/offline/session-store'
import { AnalyticsView } from './analytics-view'

/** The dashboard for users with the analytics right; the others go to the interest page (spec 001 §2.6). */
export function AnalyticsRoute({ order, roll }: { order: OrderParams; roll: number | null }) {
  const { user } = useSession()
  if (!hasRole(user.roles, 'ROLE_OPERATION_ANALYTICS')) {
    return (
      <Navigate
        to="/operation-analytics-interested/$machineHashCode/$idOnMachine/$insertTimestamp"
        params={order}
        replace
      />
    )
  }
  return <AnalyticsView key={roll ?? 'order'} order={order} roll={roll} />
}
