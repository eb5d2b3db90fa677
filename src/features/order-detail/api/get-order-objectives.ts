import { queryOptions } from '@tanstack/react-query'
import type { OrderObjectives } from '@/contract/order-detail'
import { api } from '@/lib/api/client'
import { expectShape, hasFields } from '@/lib/api/guards'
import type { OrderParams } from '@/lib/production/route-params'
import { orderDetailKeys, orderSearchParams } from './order-detail-keys'

const isObjectives = (v: unknown): v is OrderObjectives =>
  hasFields(v, { orders: 'number', availability: 'number?', production: 'number?', speed: 'number?' })

/** GET /job_average_kpis: the objective boxes (averages of the machine's earlier orders). */
export const getOrderObjectives = async (o: OrderParams) =>
  expectShape(
    await api.get('job_average_kpis', { searchParams: orderSearchParams(o) }).json(),
    isObjectives,
    'the order objectives',
  )

export const orderObjectivesQuery = (o: OrderParams) =>
  queryOptions({ queryKey: orderDetailKeys.part(o, 'objectives'), queryFn: () => getOrderObjectives(o) })
