import { createFileRoute } from '@tanstack/react-router'
import { parseOrderParams, stringifyOrderParams } from '@/app/route-params'
import { NotAvailablePage } from '@/app/shell/not-available-page'
import { OrderRouteError } from '@/app/shell/order-route-error'

export const Route = createFileRoute(
  '/_auth/operation-analytics-interested/$machineHashCode/$idOnMachine/$insertTimestamp',
)({
  params: { parse: parseOrderParams, stringify: stringifyOrderParams },
  staticData: { module: 'operation-analytics' },
  errorComponent: OrderRouteError,
  component: NotAvailablePage,
})
