import { describe, expect, it } from 'vitest'
import { holdsValue, ignoredSearchKeys, tolerantSearch } from './tolerant-search'

const parsePage = (raw: Record<string, unknown>) => ({
  page: typeof raw.page === 'number' && raw.page > 0 ? raw.page : undefined,
})

describe('tolerantSearch', () => {
  it('blanks the keys the parser does not know, so the router keeps no raw value', () => {
    expect(tolerantSearch(parsePage)({ page: 2, utm_source: 'mail' })).toStrictEqual({
      page: 2,
      utm_source: undefined,
    })
  })

  it('reads nothing, rather than throwing, when the parser throws', () => {
    const throwing = (raw: Record<string, unknown>) => {
      if (raw.page !== undefined) throw new Error('bad page')
      return { page: undefined as number | undefined }
    }
    expect(tolerantSearch(throwing)({ page: 'abc' })).toStrictEqual({ page: undefined })
    const alwaysThrowing = (): { page?: number } => {
      throw new Error('broken')
    }
    expect(tolerantSearch(alwaysThrowing)({ page: 1 })).toStrictEqual({ page: undefined })
  })

  it('takes a search that is no object as an empty one', () => {
    expect(tolerantSearch(parsePage)(null as unknown as Record<string, unknown>)).toStrictEqual({
      page: undefined,
    })
  })
})

describe('ignoredSearchKeys', () => {
  it('names the values that could not be read and the keys no route knows', () => {
    expect(ignoredSearchKeys({ page: 'abc', foo: 1, bar: '' }, [parsePage])).toEqual(['foo', 'page'])
    expect(ignoredSearchKeys({ page: 3 }, [parsePage])).toEqual([])
  })

  it('takes every matched route into account, outermost first, and routes without a parser', () => {
    const parseQ = (raw: Record<string, unknown>) => ({ q: typeof raw.q === 'string' ? raw.q : undefined })
    expect(ignoredSearchKeys({ page: 2, q: 'x' }, [undefined, parsePage, parseQ])).toEqual([])
    expect(ignoredSearchKeys({ page: 2, q: 3 }, [undefined, parsePage, parseQ])).toEqual(['q'])
    // A route's own parser (tolerantSearch) blanks what it does not know, as the router sees it.
    expect(ignoredSearchKeys({ page: 2, q: 'x' }, [tolerantSearch(parsePage)])).toEqual(['q'])
    expect(ignoredSearchKeys({ q: 'x' }, [undefined])).toEqual(['q'])
  })

  it('does not count empty values as part of the link', () => {
    expect(holdsValue('  ')).toBe(false)
    expect(holdsValue([])).toBe(false)
    expect(holdsValue({})).toBe(false)
    expect(holdsValue(null)).toBe(false)
    expect(holdsValue(0)).toBe(true)
    expect(holdsValue(false)).toBe(true)
  })
})
