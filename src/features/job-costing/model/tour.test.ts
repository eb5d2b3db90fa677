import { describe, expect, it } from 'vitest'
import {
  dismissTour,
  isTourDismissed,
  shouldAutoStart,
  tourDismissedKey,
  tourSelector,
  tourSteps,
} from './tour'

const memory = () => {
  const map = new Map<string, string>()
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => {
      map.set(k, v)
    },
  }
}

describe('tourSteps', () => {
  it('covers the statistics tab, then the ink tab', () => {
    expect(tourSteps({ statistics: true, ink: true }).map((s) => s.id)).toEqual([
      'filters',
      'summary',
      'chart',
      'ink-actions',
      'ink-grid',
      'ink-history',
    ])
  })
  it('drops the steps of a tab the user does not have', () => {
    expect(tourSteps({ statistics: false, ink: true }).every((s) => s.tab === 'ink')).toBe(true)
    expect(tourSteps({ statistics: true, ink: false }).map((s) => s.target)).toEqual([
      'cost-filters',
      'cost-summary',
      'cost-chart',
    ])
    expect(tourSteps({ statistics: false, ink: false })).toEqual([])
  })
  it('points at the data-tour attribute the ink tab puts on its elements', () => {
    const ink = tourSteps({ statistics: false, ink: true })
    expect(ink.map(tourSelector)).toEqual([
      '[data-tour="ink-actions"]',
      '[data-tour="ink-grid"]',
      '[data-tour="ink-history"]',
    ])
  })
})

describe('the dismissed flag', () => {
  it('is kept per user on the device', () => {
    const storage = memory()
    expect(isTourDismissed(4, storage)).toBe(false)
    dismissTour(4, 1_700_000_000_000, storage)
    expect(isTourDismissed(4, storage)).toBe(true)
    expect(isTourDismissed(5, storage)).toBe(false)
    expect(storage.getItem(tourDismissedKey(4))).toBe('1700000000000')
  })

  it('counts as set when the storage refuses to be read, and a refused write is no error', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('full')
      },
    }
    expect(isTourDismissed(1, broken)).toBe(true)
    expect(() => dismissTour(1, 0, broken)).not.toThrow()
  })
})

describe('shouldAutoStart', () => {
  it('only with the feature flag on and the tour not dismissed', () => {
    expect(shouldAutoStart(true, false)).toBe(true)
    expect(shouldAutoStart(true, true)).toBe(false)
    expect(shouldAutoStart(false, false)).toBe(false)
  })
})
