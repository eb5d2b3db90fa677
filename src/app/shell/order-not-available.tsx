import { OrderRouteGate } from '@/components/production/order-route-gate'
import { NotAvailablePage } from './not-available-page'

/** An order page that is not built yet: the placeholder, or the error view for a malformed address. */
export const OrderNotAvailablePage = () => (
  <OrderRouteGate>
    <NotAvailablePage />
  </OrderRouteGate>
)
