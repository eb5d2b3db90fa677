import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import type { OrderParams } from '@/lib/production/route-params'
import { isOrderHistogram } from '../model/histogram-answer'
import { orderDetailKeys, orderSearchParams } from './order-detail-keys'

/** GET /order/histogram: the down-sampled speed chart with its periods (large screens only). */
export const getOrderHistogram = async (o: OrderParams) =>
  expectShape(
    await api.get('order/histogram', { searchParams: orderSearchParams(o) }).json(),
    isOrderHistogram,
    'the order histogram',
  )

export const orderHistogramQuery = (o: OrderParams) =>
  queryOptions({ queryKey: orderDetailKeys.part(o, 'histogram'), queryFn: () => getOrderHistogram(o) })
