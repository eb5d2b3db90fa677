/**
 * The search statistics and inactivities settle on when the address names nothing (issue 32, ADR
 * 041): the machines of opening-choice.ts, then their opening days. Worked out from what is known
 * (the machines, their days), so the route loader's prefetch can ask the records the page will show
 * (issue 30) and the page can open on them in its first render when they are already in the cache,
 * instead of rendering "choose machines" and moving the layout twice as the choice lands in the URL.
 * This is the one place the choice is made: the page (hooks/use-opened-search.ts) and the prefetch
 * (api/prefetch-screens.ts) both run a screen's `Opening` below, the page from its queries' answers
 * as they come, the prefetch by asking them (issue 44).
 */
import type { AvailableDays } from '../api/get-available-dates'
import type { InactivitySearch } from './inactivity-search'
import {
  type ChoiceScreen,
  openingDay,
  openingMachines,
  opensFresh,
  rememberedMachines,
  statisticsOpeningRange,
} from './opening-choice'
import { inactivityMachineIds, traceabilityQueryOf } from './screen-requests'
import { MAX_MACHINES } from './selection'
import type { StatisticsSearch } from './statistics-search'

export interface OpeningFacts {
  /** The user's machines, when known. */
  machines: ReadonlyArray<{ id: number }> | undefined
  /** The machines last chosen on this screen on this device (read only when needed). */
  remembered: () => number[] | null
  /** The days with data of these machines, when known. */
  daysOf: (machineIds: readonly number[]) => AvailableDays | undefined
}

/** How a screen opens: what its page and its loader's prefetch both run. */
export interface Opening<S> {
  screen: ChoiceScreen
  /** Whether the address names nothing: the machines are then the screen's choice. */
  fresh: (search: S) => boolean
  /** The search completed as far as the facts allow. */
  open: (search: S, facts: OpeningFacts) => S
  /** The machines a search names (whose days settle its dates). */
  machineIdsOf: (search: S) => readonly number[]
}

/**
 * What is known of a user's machines and their days. `days` are those of the machines the search
 * opened with `machines` names: the second step of the choice, once the first has named them.
 */
export function openingFacts(
  screen: ChoiceScreen,
  userId: number,
  machines: OpeningFacts['machines'],
  days?: AvailableDays,
): OpeningFacts {
  return { machines, remembered: () => rememberedMachines(screen, userId), daysOf: () => days }
}

/** The statistics search to show: the given one, completed as far as the known facts allow. */
export function openedStatisticsSearch(search: StatisticsSearch, facts: OpeningFacts): StatisticsSearch {
  let opened = search
  if (opensFresh(search, search.machines)) {
    if (!facts.machines) return search
    const ids = openingMachines(
      facts.machines,
      facts.remembered(),
      MAX_MACHINES[traceabilityQueryOf(search).type],
    )
    if (ids.length === 0) return search
    opened = { ...search, machines: ids }
  }
  const { machineIds, dataGrouping } = traceabilityQueryOf(opened)
  if (machineIds.length === 0 || opened.from !== undefined || opened.to !== undefined) return opened
  const range = statisticsOpeningRange(dataGrouping, machineIds, facts.daysOf(machineIds))
  return range ? { ...opened, from: range.start, to: range.finish } : opened
}

/** The inactivities search to show: one machine, then its last full day with data. */
export function openedInactivitySearch(search: InactivitySearch, facts: OpeningFacts): InactivitySearch {
  let opened = search
  if (opensFresh(search, search.machine)) {
    if (!facts.machines) return search
    const [id] = openingMachines(facts.machines, facts.remembered(), 1)
    if (id === undefined) return search
    opened = { ...search, machine: id }
  }
  if (opened.machine === undefined || opened.from !== undefined || opened.to !== undefined) return opened
  const range = openingDay(facts.daysOf([opened.machine]))
  return range ? { ...opened, from: range.start, to: range.finish } : opened
}

export const statisticsOpening: Opening<StatisticsSearch> = {
  screen: 'statistics',
  fresh: (search) => opensFresh(search, search.machines),
  open: openedStatisticsSearch,
  machineIdsOf: (search) => traceabilityQueryOf(search).machineIds,
}

export const inactivityOpening: Opening<InactivitySearch> = {
  screen: 'inactivities',
  fresh: (search) => opensFresh(search, search.machine),
  open: openedInactivitySearch,
  machineIdsOf: (search) => inactivityMachineIds(search.machine),
}

/** Whether two searches name the same view (their values, lists by their items). */
export function sameSearch<S extends object>(a: S, b: S): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof S>
  for (const key of keys) {
    const x = a[key]
    const y = b[key]
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length || x.some((v, i) => v !== y[i])) return false
    } else if (x !== y) return false
  }
  return true
}

/**
 * A page view's props compared by value (React.memo's second argument): the view does not render
 * again when the address catches up with the search it already shows.
 */
export const sameViewProps = <S extends object, F>(
  a: { search: S; onSearch: F },
  b: { search: S; onSearch: F },
): boolean => a.onSearch === b.onSearch && sameSearch(a.search, b.search)
