/**
 * The machine selection of the statistics and inactivity screens (spec 001 §2.1, §2.2, §4, §5, §9;
 * issue 14). The limits and message keys come from `@/contract/statistics`, the same ones the
 * server checks on POST /traceability, so a selection the screen keeps is one the server answers.
 *
 * - Statistics (type 1) takes at most 5 machines, productivity (type 2) at most 1: a pick over the
 *   limit is refused whole (the current selection stays) with the limit's message key, rather than
 *   silently dropping a machine the user did not choose to drop.
 * - Switching to productivity with more than one machine keeps the first and says which it left
 *   out (issue 32; ADR 041 on §4, which cleared them).
 * - The inactivity screen uses one machine, the last picked (§2.2). §7 calls the request's id "the
 *   first selected machine": once the screen keeps only the last pick, that is the one machine.
 * - Ink and printed codes exist only on digital presses: their series and columns show only when
 *   every selected machine is on the DIGITAL line (§5), and never for an empty selection.
 */
import { machineLimitMessage, STATISTICS_MAX_MACHINES, type StatisticsType } from '@/contract/statistics'

export type { StatisticsType }

/** At most 5 machines in statistics, 1 in productivity. */
export const MAX_MACHINES: Readonly<Record<StatisticsType, number>> = STATISTICS_MAX_MACHINES

export type MachineSelectionRefusal = (typeof machineLimitMessage)[StatisticsType]

export interface MachineSelection {
  ids: number[]
  /** Set when the pick was over the limit: the message key to show; `ids` is then the previous selection. */
  refused?: MachineSelectionRefusal
}

/** The selection after the user picked `next` (duplicates dropped, order kept), or the current one, refused. */
export function selectMachines(
  current: readonly number[],
  next: readonly number[],
  type: StatisticsType,
): MachineSelection {
  const ids = [...new Set(next)]
  if (ids.length > MAX_MACHINES[type]) return { ids: [...current], refused: machineLimitMessage[type] }
  return { ids }
}

/**
 * The selection after switching the type: what the new view can take is kept, the first machines
 * first (productivity keeps the first of several), and what it could not take is `dropped`, for the
 * screen to say (issue 32, ADR 041; spec 001 §4 cleared the selection instead).
 */
export function switchType(ids: readonly number[], to: StatisticsType): { ids: number[]; dropped: number[] } {
  return { ids: ids.slice(0, MAX_MACHINES[to]), dropped: ids.slice(MAX_MACHINES[to]) }
}

/** The one machine of the inactivity screen: the last picked, or null with none. */
export const inactivityMachine = (ids: readonly number[]): number | null => ids.at(-1) ?? null

/** The machine line whose presses use ink and print codes. */
export const DIGITAL_LINE = 'DIGITAL'

/** Whether ink and printed-code series and columns show: at least one machine, all on the DIGITAL line. */
export const allDigital = (machines: ReadonlyArray<{ line: string }>): boolean =>
  machines.length > 0 && machines.every((m) => m.line === DIGITAL_LINE)
