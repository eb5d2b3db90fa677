/**
 * Query keys of the job-costing screen. Every key starts with `job-costing`, so a price change can
 * refresh the prices, the periods and the cost statistics they feed at once.
 */
export const jobCostingKeys = {
  all: ['job-costing'] as const,
  statistics: () => [...jobCostingKeys.all, 'statistics'] as const,
  /** One machine's cost statistics for a day and grouping (under statistics(), refreshed with it). */
  costStatistics: (query: { date: string; groupBy: string; machineHashCode: string }) =>
    [...jobCostingKeys.statistics(), query] as const,
  /** GET /consumable-types: every type, enabled or not. */
  consumableTypes: () => [...jobCostingKeys.all, 'consumable-types'] as const,
  /** The plant's consumable types and its machines with theirs. */
  plantTypes: (plantId: number) => [...jobCostingKeys.all, 'plant-types', plantId] as const,
  costMachines: (plantId: number) => [...jobCostingKeys.all, 'cost-machines', plantId] as const,
  /** A machine's cost record (amortization, operators, consumables of the press). */
  machineCost: (machineId: number) => [...jobCostingKeys.all, 'machine-cost', machineId] as const,
  inkGroups: () => [...jobCostingKeys.all, 'ink-groups'] as const,
  materials: () => [...jobCostingKeys.all, 'materials'] as const,
  /** Ink-group or material prices: the period in force, the history or the scheduled periods. */
  itemPrices: (kind: 'ink' | 'material', list?: 'current' | 'history' | 'next') =>
    list === undefined
      ? ([...jobCostingKeys.all, 'item-prices', kind] as const)
      : ([...jobCostingKeys.all, 'item-prices', kind, list] as const),
  /** Consumable periods (energy, solvents...): the latest per type, and the historic list. */
  periods: () => [...jobCostingKeys.all, 'periods'] as const,
  latestPeriods: (typeIds: readonly number[]) => [...jobCostingKeys.periods(), 'latest', typeIds] as const,
  periodHistory: (typeIds: readonly number[]) => [...jobCostingKeys.periods(), 'history', typeIds] as const,
}
