import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { plantStatusKeys } from '@/lib/production/api/plant-status-keys'
import { selectorKeys } from '@/lib/production/api/selector-keys'

/**
 * Every query that lists the user's machines by name or in the plant's order, refreshed after a
 * rename or a reorder (spec 002 §7.3: "refetches"; issue 17: "the new order and names show
 * everywhere the machines are listed"). The shared lists are named here; the lists other features
 * own (documents, statistics, job costing...) come from the route, which may import them.
 */
export const sharedMachineLists: readonly QueryKey[] = [selectorKeys.all, plantStatusKeys.all]

export async function refreshMachineLists(queryClient: QueryClient, others: readonly QueryKey[]) {
  await Promise.all(
    [...sharedMachineLists, ...others].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  )
}
