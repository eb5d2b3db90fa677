import { queryOptions, useQuery } from '@tanstack/react-query'
import { maintenanceTaskFormDataSchema } from '@/contract/maintenance-tasks'
import { api } from '@/lib/api/client'
import { maintenanceKeys } from './maintenance-keys'

/**
 * GET /maintenance/form-data: the machines, assets and operators (with their machines) the task
 * form chooses from, and the plant's today, working days and hours per day it checks against.
 */
export const getTaskFormData = async () =>
  maintenanceTaskFormDataSchema.parse(await api.get('maintenance/form-data').json())

export const taskFormDataQuery = () =>
  queryOptions({ queryKey: [...maintenanceKeys.tasks(), 'form-data'], queryFn: getTaskFormData })

export const useTaskFormData = () => useQuery(taskFormDataQuery())
