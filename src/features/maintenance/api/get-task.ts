import { queryOptions, useQuery } from '@tanstack/react-query'
import { maintenanceTaskDetailSchema } from '@/contract/maintenance-tasks'
import { api } from '@/lib/api/client'
import { maintenanceKeys } from './maintenance-keys'

/** GET /maintenance/{id}/detail: the task with its step-by-step PDF and the stop it answers. */
export const getTask = async (id: number) =>
  maintenanceTaskDetailSchema.parse(await api.get(`maintenance/${id}/detail`).json())

export const taskQuery = (id: number) =>
  queryOptions({ queryKey: maintenanceKeys.task(id), queryFn: () => getTask(id) })

export const useTask = (id: number) => useQuery(taskQuery(id))
