import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import { isPlantMachineList } from '../answers'
import { SELECTOR_STALE_MS, selectorKeys } from './selector-keys'

/** GET /machines_plant: the user's machines with model, line and services, in the plant's order. */
export const getPlantMachines = async () =>
  expectShape(await api.get('machines_plant').json(), isPlantMachineList, 'the machines')

export const plantMachinesQuery = () =>
  queryOptions({
    queryKey: selectorKeys.plantMachines(),
    queryFn: getPlantMachines,
    staleTime: SELECTOR_STALE_MS,
  })

export const usePlantMachines = () => useQuery(plantMachinesQuery())
