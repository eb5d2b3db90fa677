import { describe, expect, it } from 'vitest'
import { type HistoricRow, historicRequestSchema } from '@/contract/historic'
import type { PlantMachine } from '@/contract/plant'
import { defaultUnitPreferences, unitPreferencesFrom } from '@/lib/format/unit-preferences'
import { historicCell } from './cell-values'
import { fieldsOffered, resolveColumnChoices } from './columns'
import { toHistoricRequestBody } from './filter-state'
import { clampPage, offsetOf, pageCount, pageRange } from './paginator'
import { parseHistoricalSearch, toFilterState, withFilter } from './search-params'
import { machinesInScope, showsCosts, showsFormat } from './view-rules'

describe('paginator', () => {
  it('pages from 1 with offset (page-1)*limit', () => {
    expect(offsetOf(1, 10)).toBe(0)
    expect(offsetOf(3, 25)).toBe(50)
    expect(offsetOf(0, 10)).toBe(0)
  })

  it('reads "Showing first to last of total"', () => {
    expect(pageRange(1, 10, 95)).toEqual({ first: 1, last: 10 })
    expect(pageRange(10, 10, 95)).toEqual({ first: 91, last: 95 })
    expect(pageRange(1, 10, 0)).toEqual({ first: 0, last: 0 })
  })

  it('counts pages and clamps a page past the end', () => {
    expect(pageCount(0, 10)).toBe(1)
    expect(pageCount(101, 100)).toBe(2)
    expect(clampPage(50, 10, 95)).toBe(10)
    expect(clampPage(-2, 10, 95)).toBe(1)
  })
})

describe('URL search to request body', () => {
  it('validates each field on its own and drops the bad ones', () => {
    const search = parseHistoricalSearch({
      machine: [3, '4'],
      customer: 'x',
      progress: [1, 7],
      from: '2026-11-01',
      to: 'yesterday',
      size: 25,
      page: 0,
      order: '  FX01 ',
      operator: [],
    })
    expect(search).toEqual({ machine: [3, 4], from: '2026-11-01', size: 25, order: 'FX01' })
    expect(parseHistoricalSearch({ size: 30, from: '2026-02-30', machine: [0], page: '2' })).toEqual({
      page: 2,
    })
    expect(search.customer).toBeUndefined()
    expect(search.progress).toBeUndefined()
    expect(search.to).toBeUndefined()
    expect(search.page).toBeUndefined()
  })

  it('names every key, undefined when bad, so the router keeps no raw value (issue 29 item 4)', () => {
    // The router lays the parsed search over the raw one: a key left out kept `"Herbalia"` (a
    // string where the customer select expects ids) and `abc` as the page.
    const raw = { customer: 'Herbalia', page: 'abc', machine: 3, size: 25 }
    const merged = { ...raw, ...parseHistoricalSearch(raw) }
    expect(merged.customer).toBeUndefined()
    expect(merged.page).toBeUndefined()
    // One id alone is the obvious reading of a list of one.
    expect(merged.machine).toEqual([3])
    expect(merged.size).toBe(25)
    expect(Object.keys(parseHistoricalSearch({})).sort()).toEqual([
      'customer',
      'format',
      'from',
      'job',
      'machine',
      'machineLine',
      'material',
      'operator',
      'order',
      'page',
      'progress',
      'size',
      'to',
      'width',
    ])
  })

  it('turns empty values into null, dates into dd.MM.yyyy and the page into an offset', () => {
    const body = toHistoricRequestBody(
      toFilterState({ machine: [3], order: '  ', from: '2026-11-01', to: '2026-11-24', page: 3, size: 25 }),
    )
    expect(body).toMatchObject({
      machine: [3],
      customer: null,
      order: null,
      date_start: '01.11.2026',
      date_finish: '24.11.2026',
      limit: 25,
      offset: 50,
    })
    // What the client sends is what the server accepts.
    expect(historicRequestSchema.safeParse(body).success).toBe(true)
  })

  it('defaults to page 1 of 10', () => {
    expect(toHistoricRequestBody(toFilterState({}))).toMatchObject({ limit: 10, offset: 0 })
  })

  it('sends any filter change back to page 1 and clears emptied filters', () => {
    const search = { machine: [3], page: 4, size: 50 as const }
    expect(withFilter(search, 'job', 'J-1')).toEqual({ machine: [3], job: 'J-1', page: undefined, size: 50 })
    expect(withFilter(search, 'machine', [])).toEqual({ machine: undefined, page: undefined, size: 50 })
    expect(withFilter(search, 'order', null).page).toBeUndefined()
  })
})

const row: HistoricRow = {
  id: 1,
  machine: 'Flexo CI 1',
  machineLine: 'FLEXO',
  machineHashCode: 'h',
  idM: 1,
  insertTimestamp: 1,
  reference: 'R-1',
  job: null,
  customer: 'C',
  operator: 'A, B',
  material: 'PET -1',
  width: -1,
  format: 330,
  numColor: 8,
  dateStart: '2026-11-24T06:00:00Z',
  dateFinish: null,
  duration: 3725,
  speedTotal: 300,
  speedTurning: -1,
  wasteMeter: 100,
  cleanMeter: 1000,
  totalMeter: 1100,
  numRoll: 3,
  progress: 99.94,
  poCost: null,
  poCostSurface: 0.0123,
}

describe('historicCell', () => {
  const prefs = defaultUnitPreferences

  it('shows -1 (or text holding -1) as N/A and a missing value as a dash', () => {
    expect(historicCell(row, 'width', prefs, '€')).toBe('N/A')
    expect(historicCell(row, 'material', prefs, '€')).toBe('N/A')
    expect(historicCell(row, 'speedTurning', prefs, '€')).toBe('N/A')
    expect(historicCell(row, 'job', prefs, '€')).toBe('-')
    expect(historicCell(row, 'dateFinish', prefs, '€')).toBe('-')
  })

  it('shows a missing cost as a dash and a present one with the currency', () => {
    expect(historicCell(row, 'poCost', prefs, '€')).toBe('-')
    expect(historicCell(row, 'poCostSurface', prefs, '€')).toBe('0.012300 €/m²')
  })

  it('shows progress as a percent and duration as hours:minutes', () => {
    expect(historicCell(row, 'progress', prefs, '€')).toBe('99.9%')
    expect(historicCell(row, 'duration', prefs, '€')).toBe('1:02')
  })

  it('converts to the user units with the user separators', () => {
    const imperial = unitPreferencesFrom([
      { concept: 'UNIT_LENGTH', unit: 'ft' },
      { concept: 'UNIT_SPEED', unit: 'ft/min' },
      { concept: 'UNIT_WIDTH', unit: 'in' },
      { concept: 'SEPARATOR_DECIMAL', unit: ',' },
      { concept: 'SEPARATOR_MILES', unit: '.' },
    ])
    expect(historicCell(row, 'totalMeter', imperial, '€')).toBe('3.609 ft')
    expect(historicCell(row, 'speedTotal', imperial, '€')).toBe('984 ft/min')
    expect(historicCell(row, 'format', imperial, '€')).toBe('12,99 in')
  })
})

const machine = (id: number, line: string, lineId: number, hasJobCosting: boolean): PlantMachine => ({
  id,
  name: `M${id}`,
  hashCode: `h${id}`,
  serialNumber: `S${id}`,
  machineModel: { id: 1, name: 'x', image: 'x.png', machineLine: { id: lineId, name: line } },
  services: { hasJobCosting, hasOperationAnalytics: false },
})
const machines = [
  machine(1, 'FLEXO', 1, true),
  machine(2, 'SLITTING', 5, false),
  machine(3, 'LAMINATING', 4, true),
]

describe('view rules', () => {
  it('scopes by selected machines, else selected lines, else all', () => {
    expect(machinesInScope(machines, [2], [1]).map((m) => m.id)).toEqual([2])
    expect(machinesInScope(machines, undefined, [4]).map((m) => m.id)).toEqual([3])
    expect(machinesInScope(machines, [], undefined)).toHaveLength(3)
  })

  it('offers Format only for flexo or offset machines', () => {
    expect(showsFormat(machinesInScope(machines, [2], undefined))).toBe(false)
    expect(showsFormat(machinesInScope(machines, [1, 2], undefined))).toBe(true)
    expect(fieldsOffered('material', false)).toEqual(['material', 'width'])
    expect(resolveColumnChoices({ material: 'format' }, false).material).toBe('material')
    expect(resolveColumnChoices({ material: 'format' }, true).material).toBe('format')
  })

  it('shows costs only for a selected job-costing machine and ROLE_JOB_COSTING', () => {
    expect(showsCosts(machinesInScope(machines, [1], undefined), [1], true)).toBe(true)
    expect(showsCosts(machinesInScope(machines, [1], undefined), [1], false)).toBe(false)
    expect(showsCosts(machinesInScope(machines, [2], undefined), [2], true)).toBe(false)
    expect(showsCosts(machinesInScope(machines, [1, 2], undefined), [1, 2], true)).toBe(false)
    expect(showsCosts(machines, undefined, true)).toBe(false)
  })
})

describe('isHistoricResponse', () => {
  it('accepts the answer shape and refuses a row with a wrong field', async () => {
    const { isHistoricResponse } = await import('./historic-answer')
    expect(isHistoricResponse({ results: [row], total: 1 })).toBe(true)
    expect(isHistoricResponse({ results: [{ ...row, duration: '1:02' }], total: 1 })).toBe(false)
    expect(isHistoricResponse({ results: [row] })).toBe(false)
  })
})
