import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import type { OrderParams } from '@/lib/production/route-params'
import { isChildOrders } from '../model/order-answers'
import { orderDetailKeys, orderSearchParams } from './order-detail-keys'

/** GET /m2-machine-control/poChild: a slitting order's products and their rolls. */
export const getChildOrders = async (o: OrderParams) =>
  expectShape(
    await api.get('m2-machine-control/poChild', { searchParams: orderSearchParams(o) }).json(),
    isChildOrders,
    'the child orders',
  )

export const childOrdersQuery = (o: OrderParams) =>
  queryOptions({ queryKey: orderDetailKeys.part(o, 'children'), queryFn: () => getChildOrders(o) })
