import type { ConsumableType, CostStatisticsRow, RecalculationProgress } from '@/contract/job-costing'

/**
 * What the statistics tab draws from GET /job-cost/statistics (spec 002 §2.2, §9): per consumable
 * type of the machine, its bars (one per period, oldest first, the last one the period holding the
 * chosen day), the summary card of that last period, and the average the dashed line marks.
 */

/** The bar's colour role (§9): normal, the selected (last) period, or waiting for a recalculation. */
export type BarTone = 'normal' | 'selected' | 'recalculate'

export interface CostBar {
  /** The period's first day (yyyy-MM-dd). */
  label: string
  cost: number
  consumption: number
  squareMeters: number
  recalculate: boolean
  tone: BarTone
}

export interface CostSummary {
  label: string
  consumption: number
  /** Null without area: a ratio over 0 m² means nothing. */
  consumptionPerSquareMeter: number | null
  squareMeters: number
  cost: number
  costPerSquareMeter: number | null
  recalculate: boolean
}

export interface TypeStatistics {
  typeId: number
  /** The type as the catalogue names it; null for a type the catalogue does not list. */
  type: Pick<ConsumableType, 'id' | 'name' | 'unit'> | null
  /** Enabled for the plant and in the catalogue (§2.2: inactive types are dimmed). */
  active: boolean
  bars: CostBar[]
  summary: CostSummary | null
  /** Mean cost of the bars; null without bars. */
  average: number | null
}

export const perSquareMeter = (value: number, squareMeters: number): number | null =>
  squareMeters > 0 ? value / squareMeters : null

/** A pending recalculation wins over the highlight: the red says the figure will still change. */
export function barTone(recalculate: boolean, isLast: boolean): BarTone {
  if (recalculate) return 'recalculate'
  return isLast ? 'selected' : 'normal'
}

export interface StatisticsTypes {
  /** The machine's consumable types (costMachine.consumableTypes). */
  machineTypeIds: readonly number[]
  /** GET /consumable-types, by id. */
  catalogue: ReadonlyMap<number, ConsumableType>
  /** The types enabled for the plant (and not disabled in the catalogue). */
  activeTypeIds: ReadonlySet<number>
}

/**
 * One entry per type of the machine, by type id, plus any type the answer has rows for (nothing the
 * server counted is hidden). Rows of a type are sorted by their period day.
 */
export function typeStatistics(rows: readonly CostStatisticsRow[], types: StatisticsTypes): TypeStatistics[] {
  const ids = [...new Set([...types.machineTypeIds, ...rows.map((r) => r.consumableTypeId)])].sort(
    (a, b) => a - b,
  )
  return ids.map((typeId) => {
    const own = rows.filter((r) => r.consumableTypeId === typeId).sort((a, b) => (a.label < b.label ? -1 : 1))
    const bars = own.map((r, i) => ({
      label: r.label,
      cost: r.cost,
      consumption: r.consumption,
      squareMeters: r.squareMeters,
      recalculate: r.recalculate,
      tone: barTone(r.recalculate, i === own.length - 1),
    }))
    const last = own.at(-1)
    const catalogued = types.catalogue.get(typeId)
    return {
      typeId,
      type: catalogued ? { id: catalogued.id, name: catalogued.name, unit: catalogued.unit } : null,
      active: types.activeTypeIds.has(typeId) && catalogued?.isEnabled !== false,
      bars,
      summary: last
        ? {
            label: last.label,
            consumption: last.consumption,
            consumptionPerSquareMeter: perSquareMeter(last.consumption, last.squareMeters),
            squareMeters: last.squareMeters,
            cost: last.cost,
            costPerSquareMeter: perSquareMeter(last.cost, last.squareMeters),
            recalculate: last.recalculate,
          }
        : null,
      average: bars.length ? bars.reduce((sum, b) => sum + b.cost, 0) / bars.length : null,
    }
  })
}

/** "Recalculating costs: 120 of 800 orders": the orders done in this run of all it has. */
export function recalculationCounts(progress: RecalculationProgress): { done: number; total: number } | null {
  if (!progress.running) return null
  return { done: progress.done, total: progress.done + progress.pending }
}
