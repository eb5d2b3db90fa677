import { queryOptions } from '@tanstack/react-query'
import { orderCostComparisonSchema } from '@/contract/job-costing'
import { api } from '@/lib/api/client'
import type { OrderParams } from '@/lib/production/route-params'
import { orderDetailKeys, orderSearchParams } from './order-detail-keys'

/** GET /job-cost/po-cost-comparison: why the order cost more than similar ones (lazy, like the cost panels). */
export const costComparisonQuery = (o: OrderParams) =>
  queryOptions({
    queryKey: orderDetailKeys.part(o, 'cost-comparison'),
    queryFn: async () =>
      orderCostComparisonSchema.parse(
        await api.get('job-cost/po-cost-comparison', { searchParams: orderSearchParams(o) }).json(),
      ),
  })
