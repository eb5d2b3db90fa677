import { queryOptions, useQuery } from '@tanstack/react-query'
import { requestMachineListSchema } from '@/contract/work-requests'
import { api } from '@/lib/api/client'
import { maintenanceKeys } from './maintenance-keys'

/** GET /maintenance/requests/machines: the machines the request form offers (kept for the offline start). */
export const requestMachinesQuery = () =>
  queryOptions({
    queryKey: maintenanceKeys.requestMachines(),
    queryFn: async () =>
      requestMachineListSchema.parse(await api.get('maintenance/requests/machines').json()),
  })
export const useRequestMachines = () => useQuery(requestMachinesQuery())
