import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import type { OrderParams } from '@/lib/production/route-params'
import { isOrderProduction } from '../model/production-answer'
import { orderDetailKeys, orderSearchParams } from './order-detail-keys'

/** GET /order/production: the order record with its KPIs (polled while the order runs). */
export const getOrderProduction = async (o: OrderParams) =>
  expectShape(
    await api.get('order/production', { searchParams: orderSearchParams(o) }).json(),
    isOrderProduction,
    'the production order',
  )

export const orderProductionQuery = (o: OrderParams) =>
  queryOptions({ queryKey: orderDetailKeys.part(o, 'production'), queryFn: () => getOrderProduction(o) })
