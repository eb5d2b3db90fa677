import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import type { OrderParams } from '@/lib/production/route-params'
import { isSynopticStructure, isSynopticValues } from '../model/order-answers'
import { orderDetailKeys, orderSearchParams } from './order-detail-keys'

/** GET /m2-machine-control/modules-synoptic-structure and -values: the synoptic's modules and the order's values. */
export const getSynoptic = async (o: OrderParams) => {
  const searchParams = orderSearchParams(o)
  const [structure, values] = await Promise.all([
    api.get('m2-machine-control/modules-synoptic-structure', { searchParams }).json(),
    api.get('m2-machine-control/modules-synoptic-values', { searchParams }).json(),
  ])
  return {
    structure: expectShape(structure, isSynopticStructure, 'the machine modules'),
    values: expectShape(values, isSynopticValues, 'the module values'),
  }
}

export const synopticQuery = (o: OrderParams) =>
  queryOptions({ queryKey: orderDetailKeys.part(o, 'synoptic'), queryFn: () => getSynoptic(o) })
