import { describe, expect, it } from 'vitest'
import { HISTORIC_MAX_OFFSET, historicRequestSchema } from './historic'
import { HISTORIC_MAX_FILTER_VALUES } from './historic-filter-values'

const parse = (body: unknown) => historicRequestSchema.parse(body)
/** The fields a rejected body names (issue paths, joined as the server's error handler does). */
const rejected = (body: unknown) => {
  const r = historicRequestSchema.safeParse(body)
  expect(r.success, JSON.stringify(body)).toBe(false)
  return r.error?.issues.map((i) => i.path.join('.')) ?? []
}

describe('historicRequestSchema: what the search reads', () => {
  it('reads an empty body as no filter, 10 rows from the start', () => {
    expect(parse({})).toEqual({
      machines: null,
      lineIds: null,
      customers: null,
      operators: null,
      materials: null,
      orderTexts: null,
      jobTexts: null,
      progress: null,
      widths: null,
      formats: null,
      dateStart: null,
      dateFinish: null,
      limit: 10,
      offset: 0,
    })
  })

  it('treats null, blank strings and empty lists as no filter', () => {
    const q = parse({ line: [], machine: null, customer: '  ', order: '', progress: [''], width: [' '] })
    expect([q.lineIds, q.machines, q.customers, q.orderTexts, q.progress, q.widths]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ])
    expect(parse({ limit: null, offset: null })).toMatchObject({ limit: 10, offset: 0 })
  })

  it('reads ids as numbers or digit strings, single or listed', () => {
    expect(parse({ line: 3 }).lineIds).toEqual([3])
    expect(parse({ line: ['1', 4, ' 2 '] }).lineIds).toEqual([1, 4, 2])
    expect(parse({ machine: [7, '7', 8] }).machines).toEqual([7, 8])
    expect(parse({ progress: ['3', 1] }).progress).toEqual([3, 1])
  })

  it('splits customers, operators and materials into ids and lower-cased names', () => {
    expect(parse({ customer: [12, '13', ' Acme Foods '] }).customers).toEqual({
      ids: [12, 13],
      names: ['acme foods'],
    })
    // Digits past int4 are not an id: a name no customer has.
    expect(parse({ operator: '99999999999' }).operators).toEqual({ ids: [], names: ['99999999999'] })
  })

  it('reads texts trimmed, sizes as numbers with either decimal separator, days as yyyy-MM-dd', () => {
    const q = parse({
      order: ' PO-1 ',
      job: ['a', 'b'],
      width: ['999,5', 1000],
      format: '600',
      date_start: '01.03.2026',
      date_finish: '31.03.2026',
    })
    expect(q).toMatchObject({
      orderTexts: ['PO-1'],
      jobTexts: ['a', 'b'],
      widths: [999.5, 1000],
      formats: [600],
      dateStart: '2026-03-01',
      dateFinish: '2026-03-31',
    })
  })

  it('accepts the largest int4 id and offset bound', () => {
    expect(parse({ line: [2_147_483_647], offset: HISTORIC_MAX_OFFSET }).lineIds).toEqual([2_147_483_647])
  })
})

describe('historicRequestSchema: what it refuses, by field', () => {
  it.each([
    [{ line: [99_999_999_999] }, 'line'],
    [{ line: 2_147_483_648 }, 'line'],
    [{ line: [0] }, 'line'],
    [{ line: ['FLEXO'] }, 'line'],
    [{ machine: [-1] }, 'machine'],
    [{ customer: [99_999_999_999] }, 'customer'],
    [{ customer: [1.5] }, 'customer'],
    [{ customer: { id: 1 } }, 'customer'],
    [{ operator: ['a\u0000b'] }, 'operator'],
    [{ order: 'a\u0000b' }, 'order'],
    [{ order: 'x'.repeat(201) }, 'order'],
    [{ job: 12 }, 'job'],
    [{ progress: [4] }, 'progress'],
    [{ width: 'wide' }, 'width'],
    [{ width: -1 }, 'width'],
    [{ format: [true] }, 'format'],
    [{ date_start: '2026-03-29' }, 'date_start'],
    [{ date_start: '32.13.2026' }, 'date_start'],
    [{ date_finish: '29.02.2026' }, 'date_finish'],
    [{ date_start: '02.04.2026', date_finish: '01.04.2026' }, 'date_finish'],
    [{ limit: 0 }, 'limit'],
    [{ limit: 101 }, 'limit'],
    [{ limit: 2.5 }, 'limit'],
    [{ offset: -1 }, 'offset'],
    [{ offset: HISTORIC_MAX_OFFSET + 1 }, 'offset'],
  ])('%j names %s', (body, field) => {
    // A list item's problem may name the item (line.0) or the field, as zod's union reports it.
    expect(rejected(body)[0]).toMatch(new RegExp(`^${field}(\\.\\d+)?$`))
  })

  it('bounds the length of a list', () => {
    const ids = Array.from({ length: HISTORIC_MAX_FILTER_VALUES }, (_, i) => i + 1)
    expect(parse({ line: ids }).lineIds).toHaveLength(HISTORIC_MAX_FILTER_VALUES)
    expect(rejected({ line: [...ids, 1] })[0]).toBe('line')
  })
})
