import { describe, expect, it } from 'vitest'
import { USAGE_MAX } from '@/contract/maintenance-usage'
import {
  earliestForecast,
  emptyUsageForm,
  forecastsByDay,
  progressPercent,
  readUsageForm,
  USAGE_LIMITS,
  usageErrorPlace,
  usageFieldOf,
  usageFormDirty,
  usageFormOf,
} from './task-usage'

const none = { meters: null, hours: null, orders: null, days: null }

describe('the task form’s usage fieldset', () => {
  it('keeps the contract’s limits', () => {
    expect(USAGE_LIMITS).toEqual(USAGE_MAX)
  })

  it('reads no counter as no usage, and sends a blank field', () => {
    expect(readUsageForm(emptyUsageForm, 'm')).toEqual({ ok: true, value: null })
    expect(usageFieldOf(null)).toBe('')
  })

  it('reads meters in meters, or feet turned into whole meters', () => {
    const form = { ...emptyUsageForm, meters: 250_000 as const, orders: 40 as const }
    expect(readUsageForm(form, 'm')).toEqual({ ok: true, value: { ...none, meters: 250_000, orders: 40 } })
    expect(readUsageForm({ ...emptyUsageForm, meters: 1000 }, 'ft')).toEqual({
      ok: true,
      value: { ...none, meters: 305 },
    })
    expect(usageFieldOf({ ...none, hours: 400 })).toBe(
      '{"meters":null,"hours":400,"orders":null,"days":null}',
    )
  })

  it('shows a task’s meters in the user’s unit', () => {
    expect(usageFormOf({ ...none, meters: 3048, days: 90 }, 'ft')).toEqual({
      meters: 10_000,
      hours: '',
      orders: '',
      days: 90,
    })
    expect(usageFormOf(null, 'm')).toEqual(emptyUsageForm)
    expect(usageFormDirty(usageFormOf({ ...none, days: 90 }, 'm'), emptyUsageForm)).toBe(true)
  })

  it('names each counter out of range', () => {
    expect(readUsageForm({ meters: 0, hours: 1.5, orders: 100_001, days: 10 }, 'm')).toEqual({
      ok: false,
      errors: { meters: 'out-of-range', hours: 'out-of-range', orders: 'out-of-range' },
    })
  })

  it('puts a server error on its counter', () => {
    expect(usageErrorPlace('usage.meters')).toBe('meters')
    expect(usageErrorPlace('usage')).toBe('usage')
    expect(usageErrorPlace('usage.other')).toBeNull()
    expect(usageErrorPlace('name')).toBeNull()
  })
})

describe('usage progress', () => {
  it('is a share of the threshold within 0..100', () => {
    expect(progressPercent({ value: 125_000, threshold: 250_000 })).toBe(50)
    expect(progressPercent({ value: 300, threshold: 250 })).toBe(100)
  })

  it('forecasts the earliest counter', () => {
    expect(
      earliestForecast([
        { counter: 'meters', value: 1, threshold: 2, forecastDay: '2026-12-14' },
        { counter: 'hours', value: 1, threshold: 2, forecastDay: null },
        { counter: 'days', value: 1, threshold: 2, forecastDay: '2026-12-10' },
      ]),
    ).toBe('2026-12-10')
    expect(earliestForecast([])).toBeNull()
  })
})

describe('the calendar’s forecasts', () => {
  const task = (id: number, machineId: number, forecastDay: string | null) => ({
    id,
    name: `Task ${id}`,
    machines: [{ id: machineId, name: `Machine ${machineId}` }],
    usageProgress: [{ counter: 'meters' as const, value: 1, threshold: 2, forecastDay }],
  })

  it('places each usage task on its earliest forecast day among the shown days', () => {
    const placed = forecastsByDay(
      [
        task(1, 10, '2026-12-14'),
        task(2, 11, '2027-03-01'),
        task(3, 10, null),
        { ...task(4, 10, null), usageProgress: undefined },
      ],
      ['2026-12-13', '2026-12-14'],
    )
    expect([...placed.keys()]).toEqual(['2026-12-14'])
    expect(placed.get('2026-12-14')).toEqual([
      { taskId: 1, taskName: 'Task 1', machineName: 'Machine 10', machineId: 10 },
    ])
  })

  it('follows the calendar’s machine filter', () => {
    const placed = forecastsByDay(
      [task(1, 10, '2026-12-14'), task(2, 11, '2026-12-14')],
      ['2026-12-14'],
      [11],
    )
    expect(placed.get('2026-12-14')?.map((f) => f.taskId)).toEqual([2])
  })
})
