import { describe, expect, it } from 'vitest'
import { defaultUnitPreferences, type UnitPreferences } from '@/lib/format/unit-preferences'
import { parseHistoricalSearch } from './search-params'
import { shownSize, typedSize } from './size-filter'
import { sizeSearchValue } from './size-search'

const metric = defaultUnitPreferences
const imperial: UnitPreferences = { ...defaultUnitPreferences, length: 'ft', speed: 'ft/min', width: 'in' }
const imperialComma: UnitPreferences = { ...imperial, decimalSeparator: ',', thousandsSeparator: '.' }

describe('sizeSearchValue: the link keeps millimetres', () => {
  it('normalises a number of mm written with a dot or a comma', () => {
    expect(sizeSearchValue('500')).toBe('500')
    expect(sizeSearchValue(' 500.50 ')).toBe('500.5')
    expect(sizeSearchValue('500,5')).toBe('500.5')
    expect(sizeSearchValue(1270)).toBe('1270')
    expect(sizeSearchValue('0')).toBe('0')
  })
  it('drops what is no size', () => {
    for (const bad of ['', ' ', 'abc', '-5', '1e3', '12mm', '1.2.3', '1,270.5', '200000', null, {}, [500]]) {
      expect(sizeSearchValue(bad), String(bad)).toBeUndefined()
    }
    expect(sizeSearchValue(Number.NaN)).toBeUndefined()
    expect(sizeSearchValue(-1)).toBeUndefined()
  })
  it('is what the route reads for width and format', () => {
    const search = parseHistoricalSearch({ width: '500,0', format: 'wide' })
    expect(search.width).toBe('500')
    expect(search).toHaveProperty('format', undefined)
  })
})

describe('shownSize: the input in the user unit', () => {
  it('shows mm as they are for a metric user', () => {
    expect(shownSize('500', metric)).toBe('500')
    expect(shownSize('500.5', metric)).toBe('500.5')
    expect(shownSize('500.5', { ...metric, decimalSeparator: ',' })).toBe('500,5')
    expect(shownSize(undefined, metric)).toBe('')
  })
  it('shows inches to 2 decimals, as the table does, with the decimal mark of the user', () => {
    expect(shownSize('500', imperial)).toBe('19.69')
    expect(shownSize('1270', imperial)).toBe('50')
    expect(shownSize('508', imperialComma)).toBe('20')
    expect(shownSize('500', imperialComma)).toBe('19,69')
  })
})

describe('typedSize: what is typed, as the mm the server compares', () => {
  it('takes mm from a metric user', () => {
    expect(typedSize('500', metric)).toEqual({ mm: '500' })
    expect(typedSize('500,25', metric)).toEqual({ mm: '500.25' })
  })
  it('converts inches to whole mm', () => {
    expect(typedSize('20', imperial)).toEqual({ mm: '508' })
    expect(typedSize('19.69', imperial)).toEqual({ mm: '500' })
    expect(typedSize('19,7', imperialComma)).toEqual({ mm: '500' })
    expect(typedSize('50', imperial)).toEqual({ mm: '1270' })
  })
  it('reads every width the table shows in inches back as its stored mm', () => {
    for (let mm = 0; mm <= 3000; mm++) {
      expect(typedSize(shownSize(String(mm), imperial), imperial)).toEqual({ mm: String(mm) })
      expect(typedSize(shownSize(String(mm), imperialComma), imperialComma)).toEqual({ mm: String(mm) })
    }
  })
  it('clears on an empty text and refuses text that is no size', () => {
    expect(typedSize('  ', imperial)).toEqual({ mm: null })
    expect(typedSize('wide', imperial)).toEqual({ invalid: true })
    expect(typedSize('-2', metric)).toEqual({ invalid: true })
    expect(typedSize('5000', imperial)).toEqual({ invalid: true })
  })
})
