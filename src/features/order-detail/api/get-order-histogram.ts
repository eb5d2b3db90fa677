import { queryOptions } from '@tanstack/react-query'
import type { OrderHistogram } from '@/contract/order-detail'
import { api } from '@/lib/api/client'
import { expectShape, hasFields } from '@/lib/api/guards'
import type { OrderParams } from '@/lib/production/route-params'
import { orderDetailKeys, orderSearchParams } from './order-detail-keys'

const isHistogram = (v: unknown): v is OrderHistogram =>
  hasFields(v, { dataInit: 'number', dataFi: 'number', maxSpeed: 'number', states: 'object' }) &&
  Array.isArray((v as OrderHistogram).speeds)

/** GET /order/histogram: the down-sampled speed chart with its periods (large screens only). */
export const getOrderHistogram = async (o: OrderParams) =>
  expectShape(
    await api.get('order/histogram', { searchParams: orderSearchParams(o) }).json(),
    isHistogram,
    'the order histogram',
  )

export const orderHistogramQuery = (o: OrderParams) =>
  queryOptions({ queryKey: orderDetailKeys.part(o, 'histogram'), queryFn: () => getOrderHistogram(o) })
