import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import type { OrderParams } from '@/lib/production/route-params'
import { isMachineCosts } from '../model/cost-answers'
import { orderDetailKeys, orderSearchParams } from './order-detail-keys'

/** GET /job-cost/machine-po-costs: machine costs of a finished order (null without a cost record). */
export const getMachineCosts = async (o: OrderParams) =>
  expectShape(
    await api.get('job-cost/machine-po-costs', { searchParams: orderSearchParams(o) }).json(),
    isMachineCosts,
    'the machine costs',
  )

export const machineCostsQuery = (o: OrderParams) =>
  queryOptions({ queryKey: orderDetailKeys.part(o, 'machine-costs'), queryFn: () => getMachineCosts(o) })
