import { queryOptions, useQuery } from '@tanstack/react-query'
import { plantConfigMachineListSchema } from '@/contract/plant'
import { api } from '@/lib/api/client'
import { SELECTOR_STALE_MS, selectorKeys } from './selector-keys'

/** GET /machines_config_plant: the user's machines with every configuration field (spec 002 §3.3). */
export const getConfigMachines = async () =>
  plantConfigMachineListSchema.parse(await api.get('machines_config_plant').json())

export const configMachinesQuery = () =>
  queryOptions({
    queryKey: selectorKeys.configMachines(),
    queryFn: getConfigMachines,
    staleTime: SELECTOR_STALE_MS,
  })

export const useConfigMachines = () => useQuery(configMachinesQuery())
