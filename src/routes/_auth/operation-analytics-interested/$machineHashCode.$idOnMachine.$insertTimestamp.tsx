import { createFileRoute } from '@tanstack/react-router'
import { loadAreaCatalog } from '@/app/i18n'
import { OrderRouteGate } from '@/components/production/order-route-gate'
import { InterestPage } from '@/features/operation-analytics/components/interest-page'
import { parseOrderRouteParams, stringifyOrderParams } from '@/lib/production/route-params'

export const Route = createFileRoute(
  '/_auth/operation-analytics-interested/$machineHashCode/$idOnMachine/$insertTimestamp',
)({
  params: { parse: parseOrderRouteParams, stringify: stringifyOrderParams },
  staticData: { module: 'operation-analytics' },
  loader: () => loadAreaCatalog('order'),
  component: InterestRoute,
})

function InterestRoute() {
  const { machineHashCode, idOnMachine, insertTimestamp } = Route.useParams()
  return (
    <OrderRouteGate>
      <InterestPage order={{ machineHashCode, idOnMachine, insertTimestamp }} />
    </OrderRouteGate>
  )
}
