import { createFileRoute } from '@tanstack/react-router'
import { parseOrderRouteParams, stringifyOrderParams } from '@/app/route-params'
import { OrderRouteOutlet } from '@/app/shell/order-route-error'

/** The embedded dashboard of one order (index) and the view of one roll (spec 001 §2.6). */
export const Route = createFileRoute(
  '/_auth/operation-analytics/$machineHashCode/$idOnMachine/$insertTimestamp',
)({
  params: { parse: parseOrderRouteParams, stringify: stringifyOrderParams },
  staticData: { module: 'operation-analytics' },
  component: OrderRouteOutlet,
})
