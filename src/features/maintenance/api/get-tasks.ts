import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { maintenanceTaskSchema } from '@/contract/maintenance'
import { api } from '@/lib/api/client'
import { maintenanceKeys } from './maintenance-keys'

/** GET /maintenance/list: the tasks of the user's machines, narrowed by machines, assets, types, conditions. */
export const getTasks = async (params: Record<string, string>) =>
  z.array(maintenanceTaskSchema).parse(await api.get('maintenance/list', { searchParams: params }).json())

export const tasksQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: maintenanceKeys.taskList(params),
    queryFn: () => getTasks(params),
    // A new filter keeps the current rows on screen until its answer arrives.
    placeholderData: keepPreviousData,
  })

export const useTasks = (params: Record<string, string>) => useQuery(tasksQuery(params))
