/**
 * A machine's cost record (spec 002 §3.2, §7.2): GET /job-cost/machines/{id}/prices answers it, id
 * null and zeros while none is saved; the save POSTs the first record and PUTs the next ones by its
 * id, with the fields only (the id is removed before sending, §3.2). The record prices every order
 * of the machine and its stops, so a save also refreshes the stop costs and the cost statistics.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  type MachineCostRecordWire,
  type MachineCostValues,
  machineCostRecordSchema,
} from '@/contract/job-costing'
import { api } from '@/lib/api/client'
import { stopCostKeys } from '@/lib/job-costing/stop-costs'
import { jobCostingKeys } from './job-costing-keys'

export const machineCostQuery = (machineId: number) =>
  queryOptions({
    queryKey: jobCostingKeys.machineCost(machineId),
    queryFn: async (): Promise<MachineCostRecordWire> =>
      machineCostRecordSchema.parse(await api.get(`job-cost/machines/${machineId}/prices`).json()),
  })

export const useMachineCost = (machineId: number | null) =>
  useQuery({ ...machineCostQuery(machineId ?? 0), enabled: machineId !== null })

export interface MachineCostSave {
  machineId: number
  /** The saved record's id; null for the machine's first record. */
  priceId: number | null
  values: MachineCostValues
}

/** POST (first record) or PUT (by its id); answers the saved record when the server sends it back. */
export async function saveMachineCost(save: MachineCostSave): Promise<MachineCostRecordWire | null> {
  const path = `job-cost/machines/${save.machineId}/prices`
  const response =
    save.priceId === null
      ? await api.post(path, { json: save.values })
      : await api.put(`${path}/${save.priceId}`, { json: save.values })
  const body: unknown = await response.json().catch(() => null)
  const saved = machineCostRecordSchema.safeParse(body)
  return saved.success ? saved.data : null
}

export function useSaveMachineCost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveMachineCost,
    onSuccess: async (saved, save) => {
      if (saved) queryClient.setQueryData(jobCostingKeys.machineCost(save.machineId), saved)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobCostingKeys.machineCost(save.machineId) }),
        queryClient.invalidateQueries({ queryKey: stopCostKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobCostingKeys.statistics() }),
      ])
    },
  })
}
