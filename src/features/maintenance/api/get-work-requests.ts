import { queryOptions, useQuery } from '@tanstack/react-query'
import { type WorkRequestState, workRequestListSchema } from '@/contract/work-requests'
import { api } from '@/lib/api/client'
import { maintenanceKeys } from './maintenance-keys'

/**
 * GET /maintenance/requests (issue 31): the work requests, of one state or all; read online and kept
 * for the offline start like any query.
 */
export const workRequestsQuery = (state?: WorkRequestState) =>
  queryOptions({
    queryKey: maintenanceKeys.requestList(state),
    queryFn: async () =>
      workRequestListSchema.parse(
        await api.get('maintenance/requests', { searchParams: state ? { state } : {} }).json(),
      ),
  })
export const useWorkRequests = (state?: WorkRequestState) => useQuery(workRequestsQuery(state))
