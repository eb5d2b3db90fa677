import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import { type PlantConfigMachine, plantConfigMachineListSchema } from '@/contract/plant'
import type { ReorderMachine } from '@/contract/plant-configuration'
import { api } from '@/lib/api/client'
import { selectorKeys } from '@/lib/production/api/selector-keys'
import { applyMove } from '../model/machine-order'
import { refreshMachineLists } from './machine-lists'

/** POST /reorder_machines { id, position }: answers the user's machines in their new order. */
export const reorderMachines = async (body: ReorderMachine): Promise<PlantConfigMachine[]> =>
  plantConfigMachineListSchema.parse(await api.post('reorder_machines', { json: body }).json())

/**
 * The move shows at once (a dropped row does not jump back while the request runs); a refusal
 * puts the list back as it was; either way every machine list refetches (spec 002 §4).
 */
export function useReorderMachines(otherLists: readonly QueryKey[]) {
  const queryClient = useQueryClient()
  const key = selectorKeys.configMachines()
  return useMutation({
    mutationFn: reorderMachines,
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData<PlantConfigMachine[]>(key)
      if (before) queryClient.setQueryData(key, applyMove(before, move))
      return { before }
    },
    onSuccess: (list) => queryClient.setQueryData(key, list),
    onError: (_error, _move, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before)
    },
    onSettled: () => refreshMachineLists(queryClient, otherLists),
  })
}
