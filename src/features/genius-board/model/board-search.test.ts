import { describe, expect, it } from 'vitest'
import { preparedOrderStates } from '@/contract/genius-board-rules'
import { boardSearch, boardStateFilters, parseBoardSearch } from './board-search'

describe('the board list URL', () => {
  it('keeps valid filters', () => {
    expect(parseBoardSearch({ machine: 3, state: 'sent', q: ' FX-1 ' })).toEqual({
      machine: 3,
      state: 'sent',
      q: 'FX-1',
    })
    expect(parseBoardSearch({ machine: '12' }).machine).toBe(12)
  })

  it('drops bad values one by one and names every key', () => {
    expect(parseBoardSearch({ machine: -1, state: 'lost', q: '' })).toEqual({
      machine: undefined,
      state: undefined,
      q: undefined,
    })
    expect(parseBoardSearch({ machine: 2, state: 'nope' })).toEqual({
      machine: 2,
      state: undefined,
      q: undefined,
    })
    expect(parseBoardSearch({ q: 'x'.repeat(101) }).q).toBeUndefined()
    expect(Object.keys(parseBoardSearch({}))).toEqual(['machine', 'state', 'q'])
  })

  it('offers the lifecycle of the rules', () => {
    expect([...boardStateFilters]).toEqual([...preparedOrderStates])
  })

  it('writes only the set keys', () => {
    expect(boardSearch({ machine: 1, state: undefined, q: '' })).toEqual({ machine: 1 })
  })
})
