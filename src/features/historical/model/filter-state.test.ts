import { describe, expect, it } from 'vitest'
import { historicRequestSchema } from '@/contract/historic'
import { formatHistoricDate, toHistoricRequestBody } from './filter-state'

describe('formatHistoricDate', () => {
  it('formats what the picker holds as dd.MM.yyyy in the local calendar', () => {
    expect(formatHistoricDate(new Date(2026, 2, 9, 23, 59))).toBe('09.03.2026')
    expect(formatHistoricDate('2026-03-29')).toBe('29.03.2026')
    expect(formatHistoricDate('2026-03-29T10:00')).toBe('29.03.2026')
    expect(formatHistoricDate('29.03.2026')).toBe('29.03.2026')
    const instant = new Date('2026-03-28T23:00:00.000Z')
    expect(formatHistoricDate('2026-03-28T23:00:00.000Z')).toBe(formatHistoricDate(instant))
  })

  it('gives no date for empty, invalid or impossible input', () => {
    expect(formatHistoricDate(null)).toBeNull()
    expect(formatHistoricDate('')).toBeNull()
    expect(formatHistoricDate(new Date('invalid'))).toBeNull()
    expect(formatHistoricDate('2026-02-30')).toBeNull()
    expect(formatHistoricDate('yesterday')).toBeNull()
  })
})

describe('toHistoricRequestBody', () => {
  it('turns empty filters into null and keeps the defaults', () => {
    const body = toHistoricRequestBody({
      machineLine: [],
      customer: null,
      order: '  ',
      width: '',
      activePage: 1,
    })
    expect(body).toEqual({
      line: null,
      machine: null,
      customer: null,
      order: null,
      job: null,
      progress: null,
      operator: null,
      material: null,
      width: null,
      format: null,
      date_start: null,
      date_finish: null,
      limit: 10,
      offset: 0,
    })
    expect(historicRequestSchema.safeParse(body).success).toBe(true)
  })

  it('sends option values, trimmed texts, dd.MM.yyyy dates and the page offset', () => {
    const body = toHistoricRequestBody({
      machineLine: [{ value: 1 }, { value: '3' }],
      machine: 7,
      customer: [{ value: 12 }, 'Acme Foods'],
      order: ' PO-1 ',
      job: 'J-9',
      progress: [{ value: 2 }],
      material: [6],
      width: 1000,
      format: '600',
      date_start: new Date(2026, 2, 1),
      date_finish: '2026-03-31',
      limit: 25,
      activePage: 3,
    })
    expect(body).toMatchObject({
      line: [1, '3'],
      machine: [7],
      customer: [12, 'Acme Foods'],
      order: 'PO-1',
      job: 'J-9',
      progress: [2],
      material: [6],
      width: '1000',
      format: '600',
      date_start: '01.03.2026',
      date_finish: '31.03.2026',
      limit: 25,
      offset: 50,
    })
    expect(historicRequestSchema.safeParse(body).success).toBe(true)
  })

  it('keeps the limit within 1-100 and uses the offset without a page', () => {
    expect(toHistoricRequestBody({ limit: 0 }).limit).toBe(10)
    expect(toHistoricRequestBody({ limit: 500 }).limit).toBe(100)
    expect(toHistoricRequestBody({ limit: 50, offset: 100 }).offset).toBe(100)
  })
})
