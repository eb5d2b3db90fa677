import { queryOptions } from '@tanstack/react-query'
import type { ChildOrder } from '@/contract/order-detail'
import { api } from '@/lib/api/client'
import { expectShape, listOf } from '@/lib/api/guards'
import type { OrderParams } from '@/lib/production/route-params'
import { orderDetailKeys, orderSearchParams } from './order-detail-keys'

const isChildOrders = listOf<ChildOrder>({ reference: 'string', width: 'number?' })

/** GET /m2-machine-control/poChild: a slitting order's products and their rolls. */
export const getChildOrders = async (o: OrderParams) =>
  expectShape(
    await api.get('m2-machine-control/poChild', { searchParams: orderSearchParams(o) }).json(),
    isChildOrders,
    'the child orders',
  )

export const childOrdersQuery = (o: OrderParams) =>
  queryOptions({ queryKey: orderDetailKeys.part(o, 'children'), queryFn: () => getChildOrders(o) })
