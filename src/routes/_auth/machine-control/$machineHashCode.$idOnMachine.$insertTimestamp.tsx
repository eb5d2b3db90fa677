import { createFileRoute } from '@tanstack/react-router'
import { parseOrderRouteParams, stringifyOrderParams } from '@/lib/production/route-params'
import { OrderNotAvailablePage } from '@/app/shell/order-not-available'

export const Route = createFileRoute('/_auth/machine-control/$machineHashCode/$idOnMachine/$insertTimestamp')(
  {
    params: { parse: parseOrderRouteParams, stringify: stringifyOrderParams },
    staticData: { module: 'machine-control' },
    component: OrderNotAvailablePage,
  },
)
