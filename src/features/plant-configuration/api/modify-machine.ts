import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import { type PlantConfigMachine, plantConfigMachineSchema } from '@/contract/plant'
import type { ModifyMachine } from '@/contract/plant-configuration'
import { api } from '@/lib/api/client'
import { selectorKeys } from '@/lib/production/api/selector-keys'
import { refreshMachineLists } from './machine-lists'

/** POST /modify_machine { id, name }: answers the renamed machine (spec 002 §7.3). */
export const modifyMachine = async (body: ModifyMachine): Promise<PlantConfigMachine> =>
  plantConfigMachineSchema.parse(await api.post('modify_machine', { json: body }).json())

export function useModifyMachine(otherLists: readonly QueryKey[]) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: modifyMachine,
    onSuccess: async (saved) => {
      // The card shows the saved name at once; the lists refetch behind it.
      queryClient.setQueryData<PlantConfigMachine[]>(selectorKeys.configMachines(), (list) =>
        list?.map((m) => (m.machineId === saved.machineId ? saved : m)),
      )
      await refreshMachineLists(queryClient, otherLists)
    },
  })
}
