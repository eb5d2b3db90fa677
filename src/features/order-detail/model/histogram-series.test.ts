import { describe, expect, it } from 'vitest'
import { defaultUnitPreferences } from '@/lib/format/unit-preferences'
import { availableHistogramFilters, defaultHistogramFilters, histogramFilterOrder } from './histogram-filters'
import { periodAt, stepPath, tagRange, tagUnitIn } from './histogram-series'

describe('histogram filters (spec 000 §6, §9)', () => {
  it('are the spec codes in order but the hidden objective', () => {
    expect(histogramFilterOrder).toEqual([
      'averageSpeed',
      'setPoints',
      'rolls',
      'productivity',
      'states',
      'tasks',
      'inactivities',
      'powerOffs',
      'tagValues',
    ])
  })

  it('offer tag values only when the server sent them (a technician), and start with them off', () => {
    expect(availableHistogramFilters({ tagValues: null })).not.toContain('tagValues')
    expect(availableHistogramFilters({ tagValues: [] })).toContain('tagValues')
    expect(defaultHistogramFilters).not.toContain('tagValues')
    expect(defaultHistogramFilters).toEqual(expect.arrayContaining(['setPoints', 'productivity']))
  })
})

describe('periodAt', () => {
  const periods = [
    { start: 0, end: 10, v: 'a' },
    { start: 10, end: 20, v: 'b' },
    { start: 30, end: 40, v: 'c' },
  ]
  it('finds the period holding a time, the later one at a shared end, none in a gap', () => {
    expect(periodAt(periods, 5)?.v).toBe('a')
    expect(periodAt(periods, 10)?.v).toBe('b')
    expect(periodAt(periods, 25)).toBeNull()
    expect(periodAt(periods, 40)?.v).toBe('c')
    expect(periodAt([], 1)).toBeNull()
  })
})

describe('stepPath', () => {
  const id = (v: number) => v
  it('draws a run per segment, joined where they touch, lifted over a gap', () => {
    const path = stepPath(
      [
        { start: 0, end: 10, value: 5 },
        { start: 10, end: 20, value: 8 },
        { start: 30, end: 40, value: 8 },
      ],
      id,
      id,
    )
    expect(path).toBe('M0.0,5.0L10.0,5.0L10.0,8.0L20.0,8.0M30.0,8.0L40.0,8.0')
    expect(stepPath([], id, id)).toBe('')
  })
})

describe('tagUnitIn', () => {
  const metric = defaultUnitPreferences
  const imperial = { ...metric, length: 'ft', speed: 'ft/min', width: 'in', temperature: 'F' } as const
  it('keeps SI units for a metric user', () => {
    expect(tagUnitIn('N', metric).label).toBe('N')
    expect(tagUnitIn('N', metric).convert(100)).toBe(100)
    expect(tagUnitIn('°C', metric).label).toBe('°C')
    expect(tagUnitIn(null, metric).label).toBe('')
  })

  it('converts temperature, tension and pressure for an imperial user; percent stays', () => {
    expect(tagUnitIn('°C', imperial).label).toBe('°F')
    expect(tagUnitIn('°C', imperial).convert(100)).toBeCloseTo(212)
    expect(tagUnitIn('N', imperial).label).toBe('lbf')
    expect(tagUnitIn('N', imperial).convert(100)).toBeCloseTo(22.4809, 3)
    expect(tagUnitIn('bar', imperial).label).toBe('psi')
    expect(tagUnitIn('bar', imperial).convert(2)).toBeCloseTo(29.0075, 3)
    expect(tagUnitIn('%', imperial)).toMatchObject({ label: '%' })
    expect(tagUnitIn('%', imperial).convert(40)).toBe(40)
  })

  it('follows the temperature preference alone for temperatures', () => {
    expect(tagUnitIn('°C', { ...metric, temperature: 'F' }).label).toBe('°F')
    expect(tagUnitIn('N', { ...metric, temperature: 'F' }).label).toBe('N')
  })
})

describe('tagRange', () => {
  it('pads the lowest and highest value by a tenth of their spread', () => {
    expect(
      tagRange([
        [0, 10],
        [1, 20],
      ]),
    ).toEqual([9, 21])
  })
  it('gives a flat series a range around its value, and none an arbitrary one', () => {
    const [low, high] = tagRange([[0, 60]])
    expect(low).toBeLessThan(60)
    expect(high).toBeGreaterThan(60)
    expect(tagRange([])).toEqual([0, 1])
  })
})
