import { createFileRoute } from '@tanstack/react-router'
import { AnalyticsRoute } from '@/features/operation-analytics/components/analytics-route'

export const Route = createFileRoute(
  '/_auth/operation-analytics/$machineHashCode/$idOnMachine/$insertTimestamp/',
)({
  component: OrderAnalytics,
})

function OrderAnalytics() {
  const { machineHashCode, idOnMachine, insertTimestamp } = Route.useParams()
  return <AnalyticsRoute order={{ machineHashCode, idOnMachine, insertTimestamp }} roll={null} />
}
