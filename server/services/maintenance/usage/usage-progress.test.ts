/**
 * A usage task's forecast (issue 44 item 8): the day the recent rate reaches a threshold, or the
 * day a days counter comes due, falls on the plant's next working day, as the work order the
 * crossing plans does (a forecast on a Sunday of a Monday-to-Friday plant named a day no work order
 * could fall on).
 */
import { describe, expect, it } from 'vitest'
import type { TaskUsage } from '../../../../src/contract/maintenance-usage'
import { usageProgressOf } from './usage-progress'

const weekday = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1
const none: TaskUsage = { meters: null, hours: null, orders: null, days: null }
const zero = { meters: 0, hours: 0, orders: 0 }
const MON_FRI = [1, 2, 3, 4, 5]

describe('usageProgressOf', () => {
  it('moves a meters forecast that lands on a Sunday to the Monday', () => {
    // Friday 20 November; 14,000 m over 14 days is 1,000 m a day; 23,000 m to go: Sunday 13 December.
    const reading = {
      usage: { ...none, meters: 25_000 },
      counts: { ...zero, meters: 2_000 },
      recent: { ...zero, meters: 14_000 },
      sinceDay: '2026-11-01',
      today: '2026-11-20',
    }
    expect(usageProgressOf({ ...reading, workingDays: [1, 2, 3, 4, 5, 6, 7] })[0].forecastDay).toBe(
      '2026-12-13',
    )
    const [p] = usageProgressOf({ ...reading, workingDays: MON_FRI })
    expect(p.forecastDay).toBe('2026-12-14')
  })

  it('moves a days counter due on a Sunday, and a crossing on a Saturday, to the Monday', () => {
    const [days] = usageProgressOf({
      usage: { ...none, days: 37 },
      counts: zero,
      recent: zero,
      sinceDay: '2026-11-20',
      today: '2026-11-20',
      workingDays: MON_FRI,
    })
    expect(days.forecastDay).toBe('2026-12-28')
    const [crossed] = usageProgressOf({
      usage: { ...none, hours: 10 },
      counts: { ...zero, hours: 12 },
      recent: { ...zero, hours: 12 },
      sinceDay: '2026-11-01',
      today: '2026-11-21',
      workingDays: MON_FRI,
    })
    expect(crossed.forecastDay).toBe('2026-11-23')
  })

  it('puts every forecast of a week of todays on a working day', () => {
    for (let d = 16; d <= 22; d++) {
      const today = `2026-11-${d}`
      for (const p of usageProgressOf({
        usage: { meters: 5_000, hours: 40, orders: 3, days: 5 },
        counts: zero,
        recent: { meters: 14_000, hours: 28, orders: 14 },
        sinceDay: today,
        today,
        workingDays: MON_FRI,
      })) {
        expect(MON_FRI, `${today} ${p.counter}`).toContain(weekday(p.forecastDay ?? ''))
      }
    }
  })

  it('has no forecast without a recent rate', () => {
    const [p] = usageProgressOf({
      usage: { ...none, meters: 1000 },
      counts: zero,
      recent: zero,
      sinceDay: '2026-11-20',
      today: '2026-11-20',
      workingDays: MON_FRI,
    })
    expect(p.forecastDay).toBeNull()
  })
})
