import { describe, expect, it } from 'vitest'
import { displayPages, spread } from './display-pages'

/** Machines 1..n; those in `stopped` are stopped. */
function plant(count: number, stopped: number[] = []) {
  const items = Array.from({ length: count }, (_, i) => i + 1)
  return { items, isStopped: (m: number) => stopped.includes(m) }
}

/** The longest run of consecutive page turns (cycling) on which `machine` is not shown. */
function longestHidden(pages: number[][], machine: number) {
  let longest = 0
  for (let start = 0; start < pages.length; start++) {
    let run = 0
    while (run < pages.length && !pages[(start + run) % pages.length].includes(machine)) run++
    longest = Math.max(longest, run)
  }
  return longest
}

describe('display pages', () => {
  it('shows everything on one page when it fits', () => {
    const { items, isStopped } = plant(12, [3])
    expect(displayPages(items, 12, isStopped)).toEqual([items])
  })

  it('spreads the machines evenly over as few pages as hold them, each shown once', () => {
    const { items, isStopped } = plant(40)
    const pages = displayPages(items, 12, isStopped)
    expect(pages.map((p) => p.length)).toEqual([10, 10, 10, 10])
    expect(pages.flat()).toEqual(items)
  })

  it('pins stopped machines that take at most half a page on every page, in plant order', () => {
    const { items, isStopped } = plant(40, [7, 33])
    const pages = displayPages(items, 12, isStopped)
    expect(pages).toHaveLength(4)
    for (const page of pages) {
      expect(page).toContain(7)
      expect(page).toContain(33)
      expect(page.length).toBeLessThanOrEqual(12)
      expect(page).toEqual([...page].sort((a, b) => a - b))
    }
    expect(new Set(pages.flat()).size).toBe(40)
  })

  it('alternates a page of the stopped machines with the others when they fill over half a page', () => {
    const stopped = [1, 5, 9, 13, 17, 21, 25, 29]
    const { items, isStopped } = plant(40, stopped)
    const pages = displayPages(items, 12, isStopped)
    expect(pages.filter((_, i) => i % 2 === 0)).toEqual(pages.map(() => stopped).slice(0, pages.length / 2))
    expect(new Set(pages.flat()).size).toBe(40)
    for (const machine of stopped) expect(longestHidden(pages, machine)).toBeLessThanOrEqual(1)
  })

  it('never hides a stopped machine for longer than one page turn while they fit on a page', () => {
    for (let stoppedCount = 0; stoppedCount <= 10; stoppedCount++) {
      const stopped = Array.from({ length: stoppedCount }, (_, i) => 3 * i + 2)
      const { items, isStopped } = plant(37, stopped)
      const pages = displayPages(items, 10, isStopped)
      expect(new Set(pages.flat()).size, `${stoppedCount} stopped`).toBe(37)
      for (const page of pages) expect(page.length).toBeLessThanOrEqual(10)
      for (const machine of stopped) expect(longestHidden(pages, machine)).toBeLessThanOrEqual(1)
    }
  })

  it('shows the stopped machines first when more are stopped than a page holds', () => {
    const stopped = Array.from({ length: 15 }, (_, i) => i + 11)
    const { items, isStopped } = plant(30, stopped)
    const pages = displayPages(items, 10, isStopped)
    expect(pages.slice(0, 2).flat()).toEqual(stopped)
    expect(new Set(pages.flat()).size).toBe(30)
  })

  it('cuts a list into runs whose lengths differ by one at most', () => {
    expect(spread([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([
      [1, 2],
      [3, 4],
      [5, 6, 7],
    ])
    expect(spread([], 0)).toEqual([])
  })
})
