import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import type { OrderParams } from '@/lib/production/route-params'
import { isOrderConfiguration } from '../model/order-answers'
import { orderDetailKeys, orderSearchParams } from './order-detail-keys'

/** GET /order/configuration: inkwells and the variables the machine recorded. */
export const getOrderConfiguration = async (o: OrderParams) =>
  expectShape(
    await api.get('order/configuration', { searchParams: orderSearchParams(o) }).json(),
    isOrderConfiguration,
    'the order configuration',
  )

export const orderConfigurationQuery = (o: OrderParams) =>
  queryOptions({
    queryKey: orderDetailKeys.part(o, 'configuration'),
    queryFn: () => getOrderConfiguration(o),
  })
