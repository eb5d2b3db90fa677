/**
 * The historic table of the energy and other consumable tabs (spec 002 §2.2, §4, §6): one row per
 * time slot of every period of the tab's types, newest period first and slots in the day's order,
 * with whether the user may open the period for editing (the pencil).
 */
import type { ConsumablePeriod } from '@/contract/job-costing'
import { canEditPeriod, hourLabel, hourOfTime } from '@/contract/job-costing-rules'
import type { CostingTabContext } from './tab-context'

export interface PeriodRow {
  key: string
  period: ConsumablePeriod
  typeId: number
  /** '08:00–18:00'. */
  times: string
  price: number
  editable: boolean
}

/** '08:00–18:00' from the wire's start and finish times (00:00 as a finish is the day's end). */
export function slotTimesLabel(startTime: string, finishTime: string): string {
  const start = hourOfTime(startTime, false)
  const end = hourOfTime(finishTime, true)
  return start === null || end === null
    ? `${startTime}–${finishTime}`
    : `${hourLabel(start)}–${hourLabel(end)}`
}

/** May this user open the period for editing (§4 "Energy period editing", §6)? */
export function periodEditable(
  period: Pick<ConsumablePeriod, 'startDate' | 'finishDate' | 'consumableTypeId'>,
  context: Pick<CostingTabContext, 'today' | 'editJobCostEnergy' | 'plantTypeIds' | 'readOnly'>,
): boolean {
  return canEditPeriod(period, period.consumableTypeId, context.today, {
    edit_job_cost_energy: context.editJobCostEnergy,
    plantTypeIds: context.plantTypeIds,
    readOnly: context.readOnly,
  })
}

const newestFirst = (a: ConsumablePeriod, b: ConsumablePeriod) =>
  a.startDate < b.startDate ? 1 : a.startDate > b.startDate ? -1 : a.consumableTypeId - b.consumableTypeId

export function periodRows(
  periods: readonly ConsumablePeriod[],
  context: Pick<CostingTabContext, 'today' | 'editJobCostEnergy' | 'plantTypeIds' | 'readOnly'>,
): PeriodRow[] {
  return [...periods].sort(newestFirst).flatMap((period) => {
    const editable = periodEditable(period, context)
    return [...period.periodTimes]
      .sort((a, b) => (a.startTime < b.startTime ? -1 : a.startTime > b.startTime ? 1 : 0))
      .map((time) => ({
        key: `${period.id}-${time.id}`,
        period,
        typeId: period.consumableTypeId,
        times: slotTimesLabel(time.startTime, time.finishTime),
        price: time.price.value,
        editable,
      }))
  })
}

/** The periods of one type, for its form's date rules (newPeriodMin, periodConflicts). */
export function periodsOfType(periods: readonly ConsumablePeriod[] | undefined, typeId: number) {
  return (periods ?? []).filter((p) => p.consumableTypeId === typeId)
}
