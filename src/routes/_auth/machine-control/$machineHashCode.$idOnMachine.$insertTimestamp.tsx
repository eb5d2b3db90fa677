import { createFileRoute } from '@tanstack/react-router'
import { loadAreaCatalog } from '@/app/i18n'
import { OrderRouteGate } from '@/components/production/order-route-gate'
import { RequireRole } from '@/components/require-role'
import { OrderDetailPage } from '@/features/order-detail/components/order-detail-page'
import { parseOrderRouteParams, stringifyOrderParams } from '@/lib/production/route-params'

export const Route = createFileRoute('/_auth/machine-control/$machineHashCode/$idOnMachine/$insertTimestamp')(
  {
    params: { parse: parseOrderRouteParams, stringify: stringifyOrderParams },
    staticData: { module: 'machine-control' },
    // The texts of the production screens are a catalog of their own (lingui.config.ts).
    loader: () => loadAreaCatalog('order'),
    component: OrderDetailRoute,
  },
)

function OrderDetailRoute() {
  const { machineHashCode, idOnMachine, insertTimestamp } = Route.useParams()
  return (
    <OrderRouteGate>
      <RequireRole needs="ROLE_PRODUCTION_ANALYTICS">
        {/* A new order (previous / next) starts with a fresh page: its selection and views reset. */}
        <OrderDetailPage
          key={`${machineHashCode}/${idOnMachine}/${insertTimestamp}`}
          order={{ machineHashCode, idOnMachine, insertTimestamp }}
        />
      </RequireRole>
    </OrderRouteGate>
  )
}
