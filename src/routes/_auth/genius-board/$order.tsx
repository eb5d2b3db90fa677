import { createFileRoute } from '@tanstack/react-router'
import { OrderPage } from '@/features/genius-board/components/order-pages'
import { positiveId } from '@/lib/navigation/search-values'

export const Route = createFileRoute('/_auth/genius-board/$order')({
  component: OrderRoute,
})

/** A malformed id asks for order 0, which the server answers with its 400/404 like any unknown order. */
function OrderRoute() {
  const { order } = Route.useParams()
  return <OrderPage id={positiveId(order) ?? 0} />
}
