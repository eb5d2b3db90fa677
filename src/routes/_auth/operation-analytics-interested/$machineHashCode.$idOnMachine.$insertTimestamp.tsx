import { createFileRoute } from '@tanstack/react-router'
import { loadAreaCatalog } from '@/app/i18n'
import { prefetchInLoader } from '@/app/prefetch-in-loader'
import { OrderRouteGate } from '@/components/production/order-route-gate'
import { InterestPage } from '@/features/operation-analytics/components/interest-page'
import { parseOrderRouteParams, stringifyOrderParams } from '@/lib/production/route-params'

export const Route = createFileRoute(
  '/_auth/operation-analytics-interested/$machineHashCode/$idOnMachine/$insertTimestamp',
)({
  params: { parse: parseOrderRouteParams, stringify: stringifyOrderParams },
  staticData: { module: 'operation-analytics' },
  loader: ({ context, params }) => {
    // The campaigns, asked beside the code: every user reads their own once the terms are accepted
    // (until then the shell shows only the terms); a malformed address shows the error view instead.
    if (!params.malformed) {
      prefetchInLoader(
        context,
        () => import('@/features/operation-analytics/api/prefetch-screens'),
        (m, client, session) => m.prefetchInterest(client, session),
      )
    }
    return loadAreaCatalog('order')
  },
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
