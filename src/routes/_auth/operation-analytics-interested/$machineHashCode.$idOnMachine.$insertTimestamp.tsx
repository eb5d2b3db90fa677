import { createFileRoute } from '@tanstack/react-router'
import { parseOrderRouteParams, stringifyOrderParams } from '@/app/route-params'
import { OrderNotAvailablePage } from '@/app/shell/order-route-error'

export const Route = createFileRoute(
  '/_auth/operation-analytics-interested/$machineHashCode/$idOnMachine/$insertTimestamp',
)({
  params: { parse: parseOrderRouteParams, stringify: stringifyOrderParams },
  staticData: { module: 'operation-analytics' },
  component: OrderNotAvailablePage,
})
