import { createFileRoute } from '@tanstack/react-router'
import { parseRollParams, stringifyRollParams } from '@/app/route-params'
import { NotAvailablePage } from '@/app/shell/not-available-page'
import { OrderRouteError } from '@/app/shell/order-route-error'

/** One roll of the order (spec 001 §2.6). */
export const Route = createFileRoute(
  '/_auth/operation-analytics/$machineHashCode/$idOnMachine/$insertTimestamp/roll/$number',
)({
  params: { parse: parseRollParams, stringify: stringifyRollParams },
  errorComponent: OrderRouteError,
  component: NotAvailablePage,
})
