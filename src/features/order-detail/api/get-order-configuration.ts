import { queryOptions } from '@tanstack/react-query'
import type { OrderConfiguration } from '@/contract/order-detail'
import { api } from '@/lib/api/client'
import { expectShape, hasFields } from '@/lib/api/guards'
import type { OrderParams } from '@/lib/production/route-params'
import { orderDetailKeys, orderSearchParams } from './order-detail-keys'

const isOrderConfiguration = (v: unknown): v is OrderConfiguration =>
  hasFields(v, { id: 'number', reference: 'string' }) && Array.isArray((v as OrderConfiguration).inkwells)

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
