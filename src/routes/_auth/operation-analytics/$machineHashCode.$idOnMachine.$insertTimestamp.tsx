import { createFileRoute } from '@tanstack/react-router'
import { loadAreaCatalog } from '@/app/i18n'
import { OrderRouteOutlet } from '@/components/production/order-route-gate'
import { parseOrderRouteParams, stringifyOrderParams } from '@/lib/production/route-params'

/** The embedded dashboard of one order (index) and the view of one roll (spec 001 §2.6). */
export const Route = createFileRoute(
  '/_auth/operation-analytics/$machineHashCode/$idOnMachine/$insertTimestamp',
)({
  params: { parse: parseOrderRouteParams, stringify: stringifyOrderParams },
  staticData: { module: 'operation-analytics' },
  loader: () => loadAreaCatalog('order'),
  component: OrderRouteOutlet,
})
