import { queryOptions } from '@tanstack/react-query'
import { orderCostVersionsSchema } from '@/contract/job-costing'
import { api } from '@/lib/api/client'
import type { OrderParams } from '@/lib/production/route-params'
import { orderDetailKeys, orderSearchParams } from './order-detail-keys'

/** GET /job-cost/po-cost-versions: the recalculations that moved the order's cost (lazy, like the cost panels). */
export const costVersionsQuery = (o: OrderParams) =>
  queryOptions({
    queryKey: orderDetailKeys.part(o, 'cost-versions'),
    queryFn: async () =>
      orderCostVersionsSchema.parse(
        await api.get('job-cost/po-cost-versions', { searchParams: orderSearchParams(o) }).json(),
      ),
  })
