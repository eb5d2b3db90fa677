import { queryOptions } from '@tanstack/react-query'
import type { OrderProduction } from '@/contract/order-detail'
import { api } from '@/lib/api/client'
import { expectShape, hasFields } from '@/lib/api/guards'
import type { OrderParams } from '@/lib/production/route-params'
import { orderDetailKeys, orderSearchParams } from './order-detail-keys'

const isOrderProduction = (v: unknown): v is OrderProduction =>
  hasFields(v, {
    order: 'object',
    machine: 'object',
    job: 'object',
    chart: 'object',
    measuredAt: 'string',
  }) &&
  Array.isArray((v as OrderProduction).rolls) &&
  Array.isArray((v as OrderProduction).states)

/** GET /order/production: the order record with its KPIs (polled while the order runs). */
export const getOrderProduction = async (o: OrderParams) =>
  expectShape(
    await api.get('order/production', { searchParams: orderSearchParams(o) }).json(),
    isOrderProduction,
    'the production order',
  )

export const orderProductionQuery = (o: OrderParams) =>
  queryOptions({ queryKey: orderDetailKeys.part(o, 'production'), queryFn: () => getOrderProduction(o) })
