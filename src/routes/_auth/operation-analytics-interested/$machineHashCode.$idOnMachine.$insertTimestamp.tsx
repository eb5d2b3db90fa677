import { createFileRoute } from '@tanstack/react-router'
import { OrderNotAvailablePage } from '@/app/shell/order-not-available'
import { parseOrderRouteParams, stringifyOrderParams } from '@/lib/production/route-params'

export const Route = createFileRoute(
  '/_auth/operation-analytics-interested/$machineHashCode/$idOnMachine/$insertTimestamp',
)({
  params: { parse: parseOrderRouteParams, stringify: stringifyOrderParams },
  staticData: { module: 'operation-analytics' },
  component: OrderNotAvailablePage,
})
