import { describe, expect, it } from 'vitest'
import {
  dismissTour,
  isTourDismissed,
  shouldAutoStart,
  tourDismissedKey,
  tourPlacement,
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

describe('tourPlacement', () => {
  const viewport = { width: 1280, height: 900 }
  const text = { width: 360, height: 220 }
  it('puts the text below the element when it fits, else above, else beside it', () => {
    expect(tourPlacement({ top: 100, left: 20, width: 800, height: 80 }, viewport, text)).toBe('bottom')
    expect(tourPlacement({ top: 500, left: 20, width: 800, height: 300 }, viewport, text)).toBe('top')
    expect(tourPlacement({ top: 70, left: 20, width: 800, height: 800 }, viewport, text)).toBe('right')
    expect(tourPlacement({ top: 70, left: 500, width: 780, height: 800 }, viewport, text)).toBe('left')
  })

  it('answers null when no side has room (the text then goes under the highlighted top part)', () => {
    const phone = { width: 360, height: 740 }
    expect(tourPlacement({ top: 70, left: 0, width: 360, height: 1400 }, phone, text)).toBeNull()
  })
})
