import { describe, expect, it } from 'vitest'
import {
  DEFAULT_TRENDS_SCREEN,
  type InactivityRecord,
  inactivityTable,
  mergeByDescription,
  pareto,
  sortForTrends,
} from './inactivity-records'

const rec = (
  id: number,
  description: string,
  category: 1 | 2,
  repeats: number,
  duration: number,
): InactivityRecord => ({ id, description, category, repeats, duration })

const records: InactivityRecord[] = [
  rec(1, 'Waiting for material', 1, 3, 1200),
  rec(2, 'Web break', 2, 5, 900),
  rec(3, 'Cleaning', 1, 1, 3000),
  rec(4, 'Waiting for material', 1, 2, 600),
  rec(5, 'Motor fault', 2, 1, 4000),
  rec(6, 'Web break', 2, 1, 300),
]

describe('mergeByDescription', () => {
  it('sums duration and repeats of duplicates, keeping the first id and order', () => {
    expect(mergeByDescription(records)).toEqual([
      rec(1, 'Waiting for material', 1, 5, 1800),
      rec(2, 'Web break', 2, 6, 1200),
      rec(3, 'Cleaning', 1, 1, 3000),
      rec(5, 'Motor fault', 2, 1, 4000),
    ])
  })

  it('keeps the same description apart in two categories', () => {
    const merged = mergeByDescription([
      rec(1, 'Waiting', 1, 1, 60),
      rec(2, 'Waiting', 2, 2, 120),
      rec(3, 'Waiting', 1, 1, 30),
    ])
    expect(merged).toEqual([rec(1, 'Waiting', 1, 2, 90), rec(2, 'Waiting', 2, 2, 120)])
  })

  it('compares descriptions exactly', () => {
    expect(mergeByDescription([rec(1, 'Jam', 1, 1, 1), rec(2, 'jam', 1, 1, 1)])).toHaveLength(2)
  })

  it('does not change its input and is idempotent', () => {
    const copy = structuredClone(records)
    const once = mergeByDescription(records)
    expect(records).toEqual(copy)
    expect(mergeByDescription(once)).toEqual(once)
  })

  it('gives nothing for nothing', () => {
    expect(mergeByDescription([])).toEqual([])
  })
})

describe('inactivityTable', () => {
  it('splits merged rows by category, longest first, with subtotals and a total', () => {
    expect(inactivityTable(records)).toEqual({
      process: {
        rows: [rec(3, 'Cleaning', 1, 1, 3000), rec(1, 'Waiting for material', 1, 5, 1800)],
        subtotal: { duration: 4800, repeats: 6 },
      },
      machine: {
        rows: [rec(5, 'Motor fault', 2, 1, 4000), rec(2, 'Web break', 2, 6, 1200)],
        subtotal: { duration: 5200, repeats: 7 },
      },
      total: { duration: 10000, repeats: 13 },
    })
  })

  it('has subtotals that add up to the total when a description is in both categories', () => {
    const table = inactivityTable([rec(1, 'Waiting', 1, 1, 60), rec(2, 'Waiting', 2, 2, 120)])
    expect(table.process.subtotal).toEqual({ duration: 60, repeats: 1 })
    expect(table.machine.subtotal).toEqual({ duration: 120, repeats: 2 })
    expect(table.total).toEqual({ duration: 180, repeats: 3 })
  })

  it('breaks duration ties by description', () => {
    const table = inactivityTable([rec(1, 'Zeta', 1, 1, 60), rec(2, 'Alpha', 1, 1, 60)])
    expect(table.process.rows.map((r) => r.description)).toEqual(['Alpha', 'Zeta'])
  })

  it('is empty and zero without records', () => {
    expect(inactivityTable([])).toEqual({
      process: { rows: [], subtotal: { duration: 0, repeats: 0 } },
      machine: { rows: [], subtotal: { duration: 0, repeats: 0 } },
      total: { duration: 0, repeats: 0 },
    })
  })
})

describe('sortForTrends', () => {
  it('defaults to occurrence', () => {
    expect(DEFAULT_TRENDS_SCREEN).toBe(2)
  })

  it('sorts by duration on screen 1', () => {
    expect(sortForTrends(records, 1).map((r) => r.id)).toEqual([5, 3, 1, 2])
  })

  it('sorts by merged occurrence on screen 2', () => {
    // Web break 6, Waiting for material 5, then Cleaning and Motor fault at 1, by description.
    expect(sortForTrends(records, 2).map((r) => r.id)).toEqual([2, 1, 3, 5])
  })

  it('breaks ties by description, then by category', () => {
    const tied = [rec(1, 'b', 2, 1, 10), rec(2, 'a', 2, 1, 10), rec(3, 'b', 1, 1, 10)]
    expect(sortForTrends(tied, 1).map((r) => r.id)).toEqual([2, 3, 1])
    expect(sortForTrends(tied, 2).map((r) => r.id)).toEqual([2, 3, 1])
  })

  it('does not reorder its input', () => {
    const copy = structuredClone(records)
    sortForTrends(records, 1)
    expect(records).toEqual(copy)
  })
})

describe('pareto', () => {
  it('orders by duration with shares and a cumulative line reaching 100', () => {
    expect(pareto(records, 'duration')).toEqual([
      { id: 5, description: 'Motor fault', category: 2, value: 4000, share: 40, cumulative: 40 },
      { id: 3, description: 'Cleaning', category: 1, value: 3000, share: 30, cumulative: 70 },
      { id: 1, description: 'Waiting for material', category: 1, value: 1800, share: 18, cumulative: 88 },
      { id: 2, description: 'Web break', category: 2, value: 1200, share: 12, cumulative: 100 },
    ])
  })

  it('orders by count', () => {
    const rows = pareto(records, 'count')
    expect(rows.map((r) => [r.id, r.value])).toEqual([
      [2, 6],
      [1, 5],
      [3, 1],
      [5, 1],
    ])
    expect(rows.map((r) => r.share)).toEqual([(6 * 100) / 13, (5 * 100) / 13, 100 / 13, 100 / 13])
    expect(rows[1]!.cumulative).toBeCloseTo((11 * 100) / 13, 10)
    expect(rows.at(-1)!.cumulative).toBe(100)
  })

  it('reaches exactly 100 with fractional values', () => {
    const rows = pareto([rec(1, 'a', 1, 1, 0.1), rec(2, 'b', 1, 1, 0.2), rec(3, 'c', 1, 1, 0.7)], 'duration')
    expect(rows.map((r) => r.id)).toEqual([3, 2, 1])
    expect(rows.at(-1)!.cumulative).toBe(100)
    for (let i = 1; i < rows.length; i++)
      expect(rows[i]!.cumulative).toBeGreaterThanOrEqual(rows[i - 1]!.cumulative)
    // x * 100 / x is not 100 in floating point for this x.
    const x = 174.95201668509884
    expect((x * 100) / x).not.toBe(100)
    expect(pareto([rec(1, 'a', 1, 1, x)], 'duration')[0]!.cumulative).toBe(100)
  })

  it('gives 0 percentages when the total is 0', () => {
    expect(pareto([rec(1, 'a', 1, 0, 0)], 'duration')).toEqual([
      { id: 1, description: 'a', category: 1, value: 0, share: 0, cumulative: 0 },
    ])
    expect(pareto([], 'count')).toEqual([])
  })
})
