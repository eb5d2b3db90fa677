import type { ConsumableType } from '@/contract/job-costing'

/**
 * The tabs of the job-costing screen (spec 002 §2.2: "one per consumable-type category, with the
 * Machine tab placed first"): Machine, Statistics, then one per category the plant has among its
 * enabled consumable types, the known ones in the spec's order (ink, material, energy, solvents)
 * and any other category after them, by name.
 */
export type CostingTab =
  | { value: 'machine'; kind: 'machine' }
  | { value: 'statistics'; kind: 'statistics' }
  | { value: 'ink' | 'material'; kind: 'item-prices' }
  | { value: string; kind: 'periods'; types: ConsumableType[] }

export const KNOWN_CATEGORIES = ['ink', 'material', 'energy', 'solvents'] as const

/**
 * The plant's types that are used: enabled for the plant and, when the catalogue is known, not
 * switched off there (GET /consumable-types: "only those with isEnabled are used", §7.2).
 */
export function usableTypes(
  plantTypes: readonly ConsumableType[],
  allTypes: readonly ConsumableType[] | undefined,
): ConsumableType[] {
  const catalogue = new Map((allTypes ?? []).map((t) => [t.id, t]))
  return plantTypes.filter((t) => t.isEnabled && catalogue.get(t.id)?.isEnabled !== false)
}

const categoryRank = (category: string) => {
  const known = (KNOWN_CATEGORIES as readonly string[]).indexOf(category)
  return known === -1 ? KNOWN_CATEGORIES.length : known
}

export function costingTabs(types: readonly ConsumableType[]): CostingTab[] {
  const byCategory = new Map<string, ConsumableType[]>()
  for (const type of types) {
    const category = type.category.trim().toLowerCase()
    if (!category) continue
    byCategory.set(category, [...(byCategory.get(category) ?? []), type])
  }
  const categories = [...byCategory.keys()].sort(
    (a, b) => categoryRank(a) - categoryRank(b) || a.localeCompare(b),
  )
  const tabs: CostingTab[] = [
    { value: 'machine', kind: 'machine' },
    { value: 'statistics', kind: 'statistics' },
  ]
  for (const category of categories) {
    if (category === 'ink' || category === 'material') tabs.push({ value: category, kind: 'item-prices' })
    else {
      const inCategory = [...(byCategory.get(category) ?? [])].sort((a, b) => a.id - b.id)
      tabs.push({ value: category, kind: 'periods', types: inCategory })
    }
  }
  return tabs
}

/** The tab to show: the one in the URL when the plant has it, else the first (Machine). */
export function currentTab(tabs: readonly CostingTab[], wanted: string | undefined): CostingTab {
  return tabs.find((t) => t.value === wanted) ?? tabs[0]
}
