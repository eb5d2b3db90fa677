import { createFileRoute } from '@tanstack/react-router'
import { parseRollParams, stringifyRollParams } from '@/app/route-params'
import { OrderRouteError } from '@/app/shell/order-route-error'

/** One roll of the order (spec 001 §2.6); rendered by the layout until the area is built. */
export const Route = createFileRoute(
  '/_auth/operation-analytics/$machineHashCode/$idOnMachine/$insertTimestamp/roll/$number',
)({
  params: { parse: parseRollParams, stringify: stringifyRollParams },
  errorComponent: OrderRouteError,
})
