import { queryOptions } from '@tanstack/react-query'
import type { SynopticStructure, SynopticValues } from '@/contract/order-detail'
import { api } from '@/lib/api/client'
import { expectShape, hasFields, isRecord } from '@/lib/api/guards'
import type { OrderParams } from '@/lib/production/route-params'
import { orderDetailKeys, orderSearchParams } from './order-detail-keys'

const isStructure = (v: unknown): v is SynopticStructure =>
  hasFields(v, { trolley: 'number?', machineFunction: 'number?' }) &&
  Array.isArray((v as SynopticStructure).modules)

/** GET /m2-machine-control/modules-synoptic-structure and -values: the synoptic's modules and the order's values. */
export const getSynoptic = async (o: OrderParams) => {
  const searchParams = orderSearchParams(o)
  const [structure, values] = await Promise.all([
    api.get('m2-machine-control/modules-synoptic-structure', { searchParams }).json(),
    api.get('m2-machine-control/modules-synoptic-values', { searchParams }).json(),
  ])
  return {
    structure: expectShape(structure, isStructure, 'the machine modules'),
    values: expectShape(values, (v): v is SynopticValues => isRecord(v), 'the module values'),
  }
}

export const synopticQuery = (o: OrderParams) =>
  queryOptions({ queryKey: orderDetailKeys.part(o, 'synoptic'), queryFn: () => getSynoptic(o) })
