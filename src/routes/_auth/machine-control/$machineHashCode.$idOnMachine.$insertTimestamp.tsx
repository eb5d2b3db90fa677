import { createFileRoute } from '@tanstack/react-router'
import { loadAreaCatalog } from '@/app/i18n'
import { prefetchInLoader } from '@/app/prefetch-in-loader'
import { OrderRouteGate } from '@/components/production/order-route-gate'
import { RequireRole } from '@/components/require-role'
import { OrderDetailPage } from '@/features/order-detail/components/order-detail-page'
import { parseOrderRouteParams, stringifyOrderParams } from '@/lib/production/route-params'

export const Route = createFileRoute('/_auth/machine-control/$machineHashCode/$idOnMachine/$insertTimestamp')(
  {
    params: { parse: parseOrderRouteParams, stringify: stringifyOrderParams },
    staticData: { module: 'machine-control' },
    loader: ({ context, params }) => {
      // The order's first calls, asked beside the code (not for a malformed address or without the role).
      const { malformed, machineHashCode, idOnMachine, insertTimestamp } = params
      if (!malformed) {
        prefetchInLoader(
          context,
          () => import('@/features/order-detail/api/prefetch-screens'),
          (m, client, session) =>
            m.prefetchOrderDetail(client, session, { machineHashCode, idOnMachine, insertTimestamp }),
        )
      }
      // The texts of the production screens are a catalog of their own (lingui.config.ts).
      return loadAreaCatalog('order')
    },
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
