import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import type { OrderParams } from '@/lib/production/route-params'
import { isOrderObjectives } from '../model/order-answers'
import { orderDetailKeys, orderSearchParams } from './order-detail-keys'

/** GET /job_average_kpis: the objective boxes (averages of the machine's earlier orders). */
export const getOrderObjectives = async (o: OrderParams) =>
  expectShape(
    await api.get('job_average_kpis', { searchParams: orderSearchParams(o) }).json(),
    isOrderObjectives,
    'the order objectives',
  )

export const orderObjectivesQuery = (o: OrderParams) =>
  queryOptions({ queryKey: orderDetailKeys.part(o, 'objectives'), queryFn: () => getOrderObjectives(o) })
