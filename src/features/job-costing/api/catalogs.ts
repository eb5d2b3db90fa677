/**
 * The catalogues the job-costing screen is built from (spec 002 §7.2): every consumable type, the
 * plant's types (which decide the tabs) and the plant's machines with their types (the statistics
 * and machine tabs list only those that have some). Answers are parsed with the contract.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { consumableTypeSchema, costMachineSchema } from '@/contract/job-costing'
import { api } from '@/lib/api/client'
import { jobCostingKeys } from './job-costing-keys'

/** They change with the plant's configuration, rarely: ten minutes before a refetch. */
const CATALOG_STALE_MS = 10 * 60_000

/** GET /consumable-types: every type, sorted by name; only those with isEnabled are used (§7.2). */
export const consumableTypesQuery = () =>
  queryOptions({
    queryKey: jobCostingKeys.consumableTypes(),
    queryFn: async () => consumableTypeSchema.array().parse(await api.get('consumable-types').json()),
    staleTime: CATALOG_STALE_MS,
  })

/** GET /job-cost/plants/{plantId}/consumable-types: the types enabled for the plant. */
export const plantConsumableTypesQuery = (plantId: number) =>
  queryOptions({
    queryKey: jobCostingKeys.plantTypes(plantId),
    queryFn: async () =>
      consumableTypeSchema.array().parse(await api.get(`job-cost/plants/${plantId}/consumable-types`).json()),
    staleTime: CATALOG_STALE_MS,
  })

/** GET /job-cost/plants/{plantId}/machine-consumable-types: the plant's machines and their types. */
export const costMachinesQuery = (plantId: number) =>
  queryOptions({
    queryKey: jobCostingKeys.costMachines(plantId),
    queryFn: async () =>
      costMachineSchema
        .array()
        .parse(await api.get(`job-cost/plants/${plantId}/machine-consumable-types`).json()),
    staleTime: CATALOG_STALE_MS,
  })

export const useConsumableTypes = () => useQuery(consumableTypesQuery())
export const usePlantConsumableTypes = (plantId: number) => useQuery(plantConsumableTypesQuery(plantId))
export const useCostMachines = (plantId: number) => useQuery(costMachinesQuery(plantId))
