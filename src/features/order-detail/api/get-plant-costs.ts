import { queryOptions } from '@tanstack/react-query'
import type { PlantCosts } from '@/contract/order-detail'
import { api } from '@/lib/api/client'
import { expectShape, hasFields } from '@/lib/api/guards'
import type { OrderParams } from '@/lib/production/route-params'
import { orderDetailKeys, orderSearchParams } from './order-detail-keys'

const isPlantCosts = (v: unknown): v is PlantCosts =>
  hasFields(v, { squareMeters: 'number', total: 'number' }) && Array.isArray((v as PlantCosts).lines)

/** GET /job-cost/po-consumption-cost: plant costs of a finished order (lazy; a failure hides the panel). */
export const getPlantCosts = async (o: OrderParams) =>
  expectShape(
    await api.get('job-cost/po-consumption-cost', { searchParams: orderSearchParams(o) }).json(),
    isPlantCosts,
    'the plant costs',
  )

export const plantCostsQuery = (o: OrderParams) =>
  queryOptions({ queryKey: orderDetailKeys.part(o, 'plant-costs'), queryFn: () => getPlantCosts(o) })
