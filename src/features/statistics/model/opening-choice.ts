/**
 * What statistics and inactivities open on when the address names nothing (issue 32, ADR 041):
 * the user's last choice of machines, kept on this device, or else the first machines of their
 * plant (as many as the screen takes), and the last full day with data. A screen opened "fresh"
 * shows something at once instead of an empty "choose machines" page; a link that names machines
 * or days keeps them.
 */
import type { DataGrouping } from '@/contract/statistics'
import type { AvailableDays } from '../api/get-available-dates'
import { type DayRange, needsWeekDefault, weekDefaultRange } from './grouping'

export type ChoiceScreen = 'statistics' | 'inactivities'

const key = (screen: ChoiceScreen, userId: number) => `plant-portal.${screen}.machines:${userId}`

/** The machines last chosen on this screen by this user on this device, or null. */
export function rememberedMachines(screen: ChoiceScreen, userId: number): number[] | null {
  try {
    const raw = globalThis.localStorage?.getItem(key(screen, userId))
    const list: unknown = raw ? JSON.parse(raw) : null
    return Array.isArray(list) && list.every((id) => Number.isInteger(id) && id > 0) ? list : null
  } catch {
    return null
  }
}

export function rememberMachines(screen: ChoiceScreen, userId: number, ids: readonly number[]): void {
  try {
    if (ids.length > 0) globalThis.localStorage?.setItem(key(screen, userId), JSON.stringify(ids))
  } catch {
    // Private mode or a full storage: the screen then opens on the plant's first machines.
  }
}

/**
 * The machines to open on: the remembered ones the user still has (at most `limit`), else the
 * first `limit` of the list (the plant's order). Empty while the list is empty.
 */
export function openingMachines(
  list: ReadonlyArray<{ id: number }>,
  remembered: readonly number[] | null,
  limit: number,
): number[] {
  const have = new Set(list.map((m) => m.id))
  const kept = (remembered ?? []).filter((id) => have.has(id)).slice(0, limit)
  return kept.length > 0 ? kept : list.slice(0, limit).map((m) => m.id)
}

/** The last full day with data (the last day with any data when none is full yet), as a range. */
export function openingDay(available: AvailableDays | undefined): DayRange | null {
  const day = available?.lastFullDay ?? available?.last ?? null
  return day ? { start: day, finish: day } : null
}

/**
 * The days statistics opens on once machines are chosen and no days are: week grouping starts on
 * the month of the last data (spec 001 §4), any other on the last full day. The page and its route
 * loader's prefetch (issue 30) both settle on this.
 */
export function statisticsOpeningRange(
  grouping: DataGrouping,
  machineIds: readonly number[],
  available: AvailableDays | undefined,
): DayRange | null {
  if (!available) return null
  const week = needsWeekDefault({ grouping, machineIds, start: null, finish: null })
  return week ? weekDefaultRange(available.last) : openingDay(available)
}

/** Whether the address names nothing: the screen was opened, not linked to a view. */
export const opensFresh = (search: { from?: string; to?: string }, machines: unknown): boolean =>
  machines === undefined && search.from === undefined && search.to === undefined
