import { createFileRoute } from '@tanstack/react-router'
import { OrderNotAvailablePage } from '@/app/shell/order-not-available'
import { parseRollRouteParams, stringifyRollParams } from '@/lib/production/route-params'

/** One roll of the order (spec 001 §2.6). */
export const Route = createFileRoute(
  '/_auth/operation-analytics/$machineHashCode/$idOnMachine/$insertTimestamp/roll/$number',
)({
  params: { parse: parseRollRouteParams, stringify: stringifyRollParams },
  component: OrderNotAvailablePage,
})
