import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import type { OrderParams } from '@/lib/production/route-params'
import { isPlantCosts } from '../model/cost-answers'
import { orderDetailKeys, orderSearchParams } from './order-detail-keys'

/** GET /job-cost/po-consumption-cost: plant costs of a finished order (lazy; a failure hides the panel). */
export const getPlantCosts = async (o: OrderParams) =>
  expectShape(
    await api.get('job-cost/po-consumption-cost', { searchParams: orderSearchParams(o) }).json(),
    isPlantCosts,
    'the plant costs',
  )

export const plantCostsQuery = (o: OrderParams) =>
  queryOptions({ queryKey: orderDetailKeys.part(o, 'plant-costs'), queryFn: () => getPlantCosts(o) })
