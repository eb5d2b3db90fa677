/**
 * Ink-group and material prices (spec 002 §7.2): the two catalogues, the price lists (in force,
 * ?history, ?next) and the two saves. Every answer is parsed with the contract's schema.
 *
 * A save changes the costs of the orders the prices apply to, so it refreshes the price lists and
 * the cost statistics (their bars turn red while the recalculation runs).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  createdSchema,
  inkGroupSchema,
  materialSchema,
  priceListSchema,
  type SavePricesBody,
} from '@/contract/job-costing'
import { api } from '@/lib/api/client'
import { jobCostingKeys } from './job-costing-keys'

export type PriceKind = 'ink' | 'material'
export type PriceListName = 'current' | 'history' | 'next'

const paths = {
  ink: { prices: 'job-cost/ink-group-prices', periods: 'job-cost/ink-group-price-periods' },
  material: { prices: 'job-cost/material-prices', periods: 'job-cost/material-price-periods' },
} as const

export const inkGroupsQuery = () =>
  queryOptions({
    queryKey: jobCostingKeys.inkGroups(),
    queryFn: async () => inkGroupSchema.array().parse(await api.get('ink-groups').json()),
    staleTime: 10 * 60_000,
  })

export const materialsQuery = () =>
  queryOptions({
    queryKey: jobCostingKeys.materials(),
    queryFn: async () => materialSchema.array().parse(await api.get('materials').json()),
    staleTime: 10 * 60_000,
  })

/** GET /job-cost/{ink-group|material}-prices, with ?history or ?next for the other two lists. */
export const priceListQuery = (kind: PriceKind, list: PriceListName) =>
  queryOptions({
    queryKey: jobCostingKeys.itemPrices(kind, list),
    queryFn: async () =>
      priceListSchema.parse(
        await api.get(paths[kind].prices, { searchParams: list === 'current' ? undefined : list }).json(),
      ),
  })

export const useInkGroups = (enabled = true) => useQuery({ ...inkGroupsQuery(), enabled })
export const useMaterials = (enabled = true) => useQuery({ ...materialsQuery(), enabled })
export const usePriceList = (kind: PriceKind, list: PriceListName) => useQuery(priceListQuery(kind, list))

export type PriceSave =
  | { mode: 'create'; startDate: string; body: (periodId: number) => SavePricesBody }
  | { mode: 'edit'; body: SavePricesBody }

/**
 * Create: POST the period ([{startDate}] → {id}), then POST its prices. Edit: POST the prices with
 * their ids for ink, PUT /material-prices/{periodId} for material (§7.2). A create whose second
 * step fails leaves an empty period; the refresh shows it, and its prices can be entered by editing.
 */
export async function savePrices(kind: PriceKind, save: PriceSave): Promise<void> {
  if (save.mode === 'create') {
    const created = createdSchema.parse(
      await api.post(paths[kind].periods, { json: [{ startDate: save.startDate }] }).json(),
    )
    await api.post(paths[kind].prices, { json: save.body(created.id) })
    return
  }
  if (kind === 'material') await api.put(`${paths.material.prices}/${save.body.period}`, { json: save.body })
  else await api.post(paths.ink.prices, { json: save.body })
}

export function useSavePrices(kind: PriceKind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (save: PriceSave) => savePrices(kind, save),
    // Also after a failure: a create may have made its period before the prices were refused.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobCostingKeys.itemPrices(kind) }),
        queryClient.invalidateQueries({ queryKey: jobCostingKeys.statistics() }),
      ]),
  })
}
