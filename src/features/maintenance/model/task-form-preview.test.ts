import { describe, expect, it } from 'vitest'
import { emptyTaskForm, type TaskFormValues } from './task-form'
import { nextDays } from './task-form-preview'

const TODAY = '2026-11-20'
const valid = (patch: Partial<TaskFormValues> = {}): TaskFormValues => ({
  ...emptyTaskForm(TODAY),
  ...patch,
})

describe('nextDays', () => {
  const weekdays = [1, 2, 3, 4, 5]
  it('previews the working days the server plans, from today', () => {
    // Saturdays move to Monday.
    expect(nextDays(valid({ startDate: '2026-11-07' }), TODAY, weekdays, 3)).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
    ])
    expect(nextDays(valid({ frequency: 'monthly', startDate: '2026-01-31' }), TODAY, weekdays, 3)).toEqual([
      '2026-11-30',
      '2026-12-31',
      '2027-02-01',
    ])
    expect(nextDays(valid({ startDate: '2026-11-23', endDate: '2026-12-01' }), TODAY, weekdays)).toEqual([
      '2026-11-23',
      '2026-11-30',
    ])
  })

  it('a one-off on its own day, even on a weekend; nothing for a past one or an unfinished form', () => {
    expect(nextDays(valid({ frequency: 'none', startDate: '2026-11-21' }), TODAY, weekdays)).toEqual([
      '2026-11-21',
    ])
    expect(nextDays(valid({ frequency: 'none', startDate: '2026-11-19' }), TODAY, weekdays)).toEqual([])
    expect(nextDays(valid({ frequency: 'custom', customFrequencyDays: '' }), TODAY, weekdays)).toEqual([])
    expect(nextDays(valid({ startDate: null }), TODAY, weekdays)).toEqual([])
  })
})
