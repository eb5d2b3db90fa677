import { describe, expect, it } from 'vitest'
import { parseInactivitySearch } from './inactivity-search'

describe('the inactivity screen in the URL', () => {
  it('keeps one machine (the last of several) and an ordered range', () => {
    expect(parseInactivitySearch({ machine: 4, from: '2026-11-01', to: '2026-11-20' })).toEqual({
      machine: 4,
      from: '2026-11-01',
      to: '2026-11-20',
    })
    expect(parseInactivitySearch({ machine: [2, 7] }).machine).toBe(7)
  })

  it('names every key, undefined when bad, and drops a reversed range whole', () => {
    expect(parseInactivitySearch({ machine: 'x', from: '2026-02-30', to: '2026-11-20' })).toEqual({
      machine: undefined,
      from: undefined,
      to: undefined,
    })
    expect(parseInactivitySearch({ from: '2026-11-20', to: '2026-11-01' })).toEqual({
      machine: undefined,
      from: undefined,
      to: undefined,
    })
  })
})
