/**
 * The work-order generator's days (issue 29): no generated work order falls on a day the plant's
 * settings say it does not work; a day off moves to the next working day.
 */
import { describe, expect, it } from 'vitest'
import { planDays, plannedWorkOrders, type TaskPlan } from './task-plan'

const weekday = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1

const plan = (overrides: Partial<TaskPlan> = {}): TaskPlan => ({
  frequency: 'weekly',
  customFrequencyDays: null,
  // A Saturday.
  startDate: '2026-11-21',
  endDate: null,
  machines: [1],
  assets: [],
  operators: [],
  ...overrides,
})

describe('planDays', () => {
  it('moves a weekly task anchored on a Saturday to the next Monday with Monday-Friday settings', () => {
    const days = planDays(plan(), '2026-11-20', [1, 2, 3, 4, 5])
    expect(days.slice(0, 3)).toEqual(['2026-11-23', '2026-11-30', '2026-12-07'])
    expect(days.every((d) => weekday(d) <= 5)).toBe(true)
  })

  it('never plans a daily task on a day off, and never doubles the Monday after a weekend', () => {
    const days = planDays(plan({ frequency: 'daily', endDate: '2026-12-31' }), '2026-11-20', [1, 2, 3, 4, 5])
    expect(days.every((d) => weekday(d) <= 5)).toBe(true)
    expect(new Set(days).size).toBe(days.length)
    expect(days.slice(0, 3)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25'])
  })

  it("follows the plant's own working days (Monday-Thursday: Friday moves to Monday)", () => {
    const days = planDays(
      plan({ frequency: 'monthly', startDate: '2026-11-27', endDate: '2027-06-30' }),
      '2026-11-20',
      [1, 2, 3, 4],
    )
    expect(days.every((d) => weekday(d) <= 4)).toBe(true)
    // 27 November is a Friday: the next working day is Monday 30 November.
    expect(days[0]).toBe('2026-11-30')
  })

  it('plans custom and yearly tasks on working days only, whatever the anchor', () => {
    for (const frequency of ['custom', 'yearly'] as const) {
      for (let anchorDay = 14; anchorDay <= 20; anchorDay++) {
        const days = planDays(
          plan({ frequency, customFrequencyDays: 10, startDate: `2026-11-${anchorDay}` }),
          '2026-11-14',
          [1, 2, 3, 4, 5],
        )
        expect(days.length).toBeGreaterThan(0)
        expect(days.every((d) => weekday(d) <= 5)).toBe(true)
      }
    }
  })

  it('one work order per machine and day: every generated order is on a working day', () => {
    const orders = plannedWorkOrders(
      plan({ machines: [1, 2] }),
      planDays(plan({ endDate: '2027-01-31' }), '2026-11-20', [1, 2, 3, 4, 5]),
    )
    expect(orders.length).toBe(20)
    expect(orders.every((o) => weekday(o.date) <= 5)).toBe(true)
  })
})
