import { describe, expect, it } from 'vitest'
import { datePresets } from './date-presets'

describe('date presets', () => {
  it('counts from the plant today, across a month and a year', () => {
    expect(datePresets('2026-12-01')).toEqual([
      { id: 'today', from: '2026-12-01', to: '2026-12-01' },
      { id: 'yesterday', from: '2026-11-30', to: '2026-11-30' },
      { id: 'last7', from: '2026-11-25', to: '2026-12-01' },
      { id: 'thisMonth', from: '2026-12-01', to: '2026-12-01' },
      { id: 'lastMonth', from: '2026-11-01', to: '2026-11-30' },
    ])
    expect(datePresets('2027-01-03').find((p) => p.id === 'lastMonth')).toEqual({
      id: 'lastMonth',
      from: '2026-12-01',
      to: '2026-12-31',
    })
    expect(datePresets('2028-03-01').find((p) => p.id === 'yesterday')?.from).toBe('2028-02-29')
  })

  it('keeps inside the days allowed, and leaves out a preset wholly outside them', () => {
    const kept = datePresets('2026-12-01', { minDate: '2026-11-10', maxDate: '2026-11-20' })
    // Today, yesterday, the last 7 days and this month are all after the last day with data.
    expect(kept).toEqual([{ id: 'lastMonth', from: '2026-11-10', to: '2026-11-20' }])
    expect(datePresets('2026-11-21', { maxDate: '2026-11-20' }).map((p) => [p.id, p.from, p.to])).toEqual([
      ['yesterday', '2026-11-20', '2026-11-20'],
      ['last7', '2026-11-15', '2026-11-20'],
      ['thisMonth', '2026-11-01', '2026-11-20'],
      ['lastMonth', '2026-10-01', '2026-10-31'],
    ])
  })
})
