import { createFileRoute } from '@tanstack/react-router'
import { AnalyticsRoute } from '@/features/operation-analytics/components/analytics-route'
import { parseRollRouteParams, stringifyRollParams } from '@/lib/production/route-params'

/** One roll of the order (spec 001 §2.6). */
export const Route = createFileRoute(
  '/_auth/operation-analytics/$machineHashCode/$idOnMachine/$insertTimestamp/roll/$number',
)({
  params: { parse: parseRollRouteParams, stringify: stringifyRollParams },
  component: RollAnalytics,
})

function RollAnalytics() {
  const { machineHashCode, idOnMachine, insertTimestamp, number } = Route.useParams()
  return <AnalyticsRoute order={{ machineHashCode, idOnMachine, insertTimestamp }} roll={number} />
}
