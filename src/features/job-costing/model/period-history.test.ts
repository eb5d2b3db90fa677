import { describe, expect, it } from 'vitest'
import type { ConsumablePeriod } from '@/contract/job-costing'
import { periodEditable, periodRows, periodsOfType, slotTimesLabel } from './period-history'

const time = (id: number, startTime: string, finishTime: string, value: number, typeId: number) => ({
  id,
  startTime,
  finishTime,
  price: { id: id * 10, value, currency: '€' },
  consumableType: { id: typeId },
})

const period = (
  id: number,
  typeId: number,
  startDate: string,
  finishDate: string | null,
  times: ConsumablePeriod['periodTimes'],
): ConsumablePeriod => ({
  id,
  consumableTypeId: typeId,
  startDate,
  finishDate,
  updatedAt: '2026-01-01T00:00:00Z',
  periodTimes: times,
})

const periods = [
  period(1, 1, '2026-01-01', '2026-05-31', [
    time(1, '08:00', '00:00', 0.15, 1),
    time(2, '00:00', '08:00', 0.08, 1),
  ]),
  period(2, 1, '2026-06-01', null, [time(3, '00:00', '00:00', 0.12, 1)]),
  period(3, 6, '2026-03-01', null, [time(4, '00:00', '00:00', 1.1, 6)]),
  period(4, 1, '2023-01-01', '2023-12-31', [time(5, '00:00', '00:00', 0.1, 1)]),
]

const manager = { today: '2026-11-20', editJobCostEnergy: true, plantTypeIds: [1, 6], readOnly: false }

describe('the historic table', () => {
  it('has one row per slot, newest period first, slots in the day order', () => {
    const rows = periodRows(periods, manager)
    expect(rows.map((r) => [r.period.id, r.times, r.price])).toEqual([
      [2, '00:00–00:00', 0.12],
      [3, '00:00–00:00', 1.1],
      [1, '00:00–08:00', 0.08],
      [1, '08:00–00:00', 0.15],
      [4, '00:00–00:00', 0.1],
    ])
  })

  it('shows the pencil only on periods still editable', () => {
    const rows = periodRows(periods, manager)
    expect(rows.map((r) => r.editable)).toEqual([true, true, true, true, false])
  })

  it('needs edit_job_cost_energy for energy (type 1), not for the others', () => {
    const noRight = { ...manager, editJobCostEnergy: false }
    expect(periodRows(periods, noRight).map((r) => [r.typeId, r.editable])).toEqual([
      [1, false],
      [6, true],
      [1, false],
      [1, false],
      [1, false],
    ])
  })

  it('shows no pencil at all to a read-only user or for a type the plant does not use', () => {
    expect(periodRows(periods, { ...manager, readOnly: true }).some((r) => r.editable)).toBe(false)
    expect(periodEditable(periods[2] as ConsumablePeriod, { ...manager, plantTypeIds: [1] })).toBe(false)
  })

  it('labels slot times, the end of the day as 00:00', () => {
    expect(slotTimesLabel('18:00', '00:00')).toBe('18:00–00:00')
    expect(slotTimesLabel('00:00:00', '08:00:00')).toBe('00:00–08:00')
    expect(slotTimesLabel('bad', '08:00')).toBe('bad–08:00')
  })

  it('finds the periods of one type', () => {
    expect(periodsOfType(periods, 6).map((p) => p.id)).toEqual([3])
    expect(periodsOfType(undefined, 6)).toEqual([])
  })
})
