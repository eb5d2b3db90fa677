import { describe, expect, it } from 'vitest'
import type { PricePeriod } from '@/contract/job-costing'
import {
  canEditPricePeriod,
  historicOrder,
  historyMaxHeight,
  newPeriodMinDate,
  PRICE_HISTORY_SCROLL_ROWS,
  scheduledOrder,
  shownPeriod,
  takenStarts,
} from './price-history'

const p = (id: number, startDate: string, finishDate: string | null = null): PricePeriod => ({
  id,
  startDate,
  finishDate,
  updatedAt: '2026-01-01T00:00:00.000Z',
  prices: [],
})

describe('history ordering', () => {
  const periods = [p(1, '2026-03-01'), p(2, '2026-09-01'), p(3, '2026-01-01')]

  it('shows historic periods newest first', () => {
    expect(historicOrder(periods).map((x) => x.id)).toEqual([2, 1, 3])
  })

  it('shows scheduled periods oldest first, the next change on top', () => {
    expect(scheduledOrder(periods).map((x) => x.id)).toEqual([3, 1, 2])
  })

  it('does not change the list it is given', () => {
    historicOrder(periods)
    expect(periods.map((x) => x.id)).toEqual([1, 2, 3])
  })
})

describe('the 400 px scroll rule', () => {
  it('scrolls past 13 rows for ink and material, past 9 for energy', () => {
    expect(historyMaxHeight(PRICE_HISTORY_SCROLL_ROWS, 13)).toBeUndefined()
    expect(historyMaxHeight(14, 13)).toBe(400)
    expect(historyMaxHeight(9, 9)).toBeUndefined()
    expect(historyMaxHeight(10, 9)).toBe(400)
  })
})

describe('which period is shown', () => {
  const lists = {
    current: [p(5, '2026-10-01')],
    historic: [p(4, '2026-05-01', '2026-09-30')],
    scheduled: [p(6, '2026-12-01')],
  }

  it('is the period in force, or the one chosen in the history', () => {
    expect(shownPeriod({ source: 'current' }, lists)?.id).toBe(5)
    expect(shownPeriod({ source: 'historic', periodId: 4 }, lists)?.id).toBe(4)
    expect(shownPeriod({ source: 'scheduled', periodId: 6 }, lists)?.id).toBe(6)
  })

  it('is none when nothing is in force or the chosen one is gone', () => {
    expect(shownPeriod({ source: 'current' }, { ...lists, current: [] })).toBeNull()
    expect(shownPeriod({ source: 'scheduled', periodId: 4 }, lists)).toBeNull()
    expect(shownPeriod({ source: 'historic', periodId: 4 }, { ...lists, historic: undefined })).toBeNull()
  })

  it('knows the days a new period cannot start on, and its minimum', () => {
    expect([...takenStarts(lists)].sort()).toEqual(['2026-05-01', '2026-10-01', '2026-12-01'])
    expect(newPeriodMinDate(p(5, '2026-10-01'))).toBe('2026-10-01')
    expect(newPeriodMinDate(null)).toBeNull()
  })
})

describe('editing a price period', () => {
  const today = '2026-11-20'

  it('is allowed for the current and scheduled periods, not for read-only users', () => {
    expect(canEditPricePeriod(p(1, '2026-10-01'), { readOnly: false, today })).toBe(true)
    expect(canEditPricePeriod(p(1, '2026-12-01'), { readOnly: false, today })).toBe(true)
    expect(canEditPricePeriod(p(1, '2026-10-01'), { readOnly: true, today })).toBe(false)
  })

  it('is refused for a period that ended too long ago', () => {
    expect(canEditPricePeriod(p(1, '2024-01-01', '2024-06-30'), { readOnly: false, today })).toBe(false)
    expect(canEditPricePeriod(p(1, '2026-01-01', '2026-06-30'), { readOnly: false, today })).toBe(true)
  })
})
