import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import type { OrderParams } from '@/lib/production/route-params'
import { orderDetailKeys, orderSearchParams } from './order-detail-keys'

/**
 * GET /order/histogram: the down-sampled speed chart with its periods and series (large screens
 * only). Its guard loads beside the answer, not with the page: the chart is lazy and large screens
 * only, so its answer's description stays out of the first-screen bundle as the chart does.
 */
export const getOrderHistogram = async (o: OrderParams) => {
  const [answer, { isOrderHistogram }] = await Promise.all([
    api.get('order/histogram', { searchParams: orderSearchParams(o) }).json(),
    import('../model/histogram-answer'),
  ])
  return expectShape(answer, isOrderHistogram, 'the order histogram')
}

export const orderHistogramQuery = (o: OrderParams) =>
  queryOptions({ queryKey: orderDetailKeys.part(o, 'histogram'), queryFn: () => getOrderHistogram(o) })
