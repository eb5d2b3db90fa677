import { describe, expect, it } from 'vitest'
import {
  HISTOGRAM_MAX_POINTS,
  HISTOGRAM_MAX_TAGS,
  HISTOGRAM_TAG_MAX_POINTS,
} from '../../../src/contract/order-detail'
import {
  productivityPeriodMs,
  productivityPeriods,
  SET_POINT_GAP_MS,
  setPointSegments,
  tagSeries,
} from './histogram-series'

const MIN = 60_000
const at = (minute: number) => 1_800_000_000_000 + minute * MIN

describe('setPointSegments', () => {
  it('makes one segment per stretch of one value, each ending where the next begins', () => {
    const samples = [0, 1, 2, 3, 4, 5].map((m) => [at(m), m < 2 ? 0 : m < 4 ? 120 : 300] as const)
    expect(setPointSegments(samples)).toEqual([
      { start: at(0), end: at(2), speed: 0 },
      { start: at(2), end: at(4), speed: 120 },
      { start: at(4), end: at(5), speed: 300 },
    ])
  })

  it('leaves out samples without a set point, and a gap ends a segment at its last sample', () => {
    const samples: [number, number | null][] = [
      [at(0), 200],
      [at(1), 200],
      [at(2), null],
      [at(3), 200],
      [at(4), 200],
      [at(4) + SET_POINT_GAP_MS + MIN, 200],
    ]
    expect(setPointSegments(samples)).toEqual([
      { start: at(0), end: at(1), speed: 200 },
      { start: at(3), end: at(4), speed: 200 },
      { start: at(4) + SET_POINT_GAP_MS + MIN, end: at(4) + SET_POINT_GAP_MS + MIN, speed: 200 },
    ])
    expect(setPointSegments([])).toEqual([])
  })

  it('down-samples a set point that changes every minute', () => {
    const samples = Array.from({ length: 6000 }, (_, m) => [at(m), m % 7] as const)
    const segments = setPointSegments(samples)
    expect(segments.length).toBeLessThanOrEqual(HISTOGRAM_MAX_POINTS / 2)
    expect(segments.length).toBeGreaterThan(0)
    expect(Math.max(...segments.map((s) => s.speed))).toBe(6)
  })
})

describe('productivityPeriods', () => {
  it('picks the shortest period length that gives at most 60 periods', () => {
    expect(productivityPeriodMs(at(0), at(60))).toBe(5 * MIN)
    expect(productivityPeriodMs(at(0), at(301))).toBe(10 * MIN)
    expect(productivityPeriodMs(at(0), at(3 * 1440))).toBe(120 * MIN)
    expect(productivityPeriodMs(at(0), at(100 * 1440))).toBe(1440 * MIN)
  })

  it('is clean meters made over what the maximum speed makes, per period', () => {
    // 100 m/min clean for 5 minutes, then stopped for 5, then 50 m/min: max speed 200.
    const counters: [number, number][] = []
    let clean = 1000
    for (let m = 0; m <= 15; m++) {
      counters.push([at(m), clean])
      clean += m < 5 ? 100 : m < 10 ? 0 : 50
    }
    expect(productivityPeriods(counters, at(0), at(15), 200)).toEqual([
      { start: at(0), end: at(5), percent: 50 },
      { start: at(5), end: at(10), percent: 0 },
      { start: at(10), end: at(15), percent: 25 },
    ])
  })

  it('counts time without samples against the period, cuts the last period, caps at 100', () => {
    const counters: [number, number][] = [
      [at(0), 0],
      [at(2), 600],
    ]
    // 600 m in 2 minutes at a max of 100 m/min: more than possible in the 5-minute period? 600 / 500.
    expect(productivityPeriods(counters, at(0), at(7), 100)).toEqual([
      { start: at(0), end: at(5), percent: 100 },
      { start: at(5), end: at(7), percent: 0 },
    ])
    expect(productivityPeriods(counters, at(0), at(7), 0)).toEqual([])
    expect(productivityPeriods([], at(0), at(7), 100)).toEqual([])
  })
})

describe('tagSeries', () => {
  it('gives each tag its points and its unit, tags by name', () => {
    const series = tagSeries([
      [at(0), { Rew_Tension: 180, Dryer_Temperature: 61.5 }],
      [at(1), null],
      [at(2), { Rew_Tension: 182 }],
    ])
    expect(series).toEqual([
      { tag: 'Dryer_Temperature', unit: '°C', points: [[at(0), 61.5]] },
      {
        tag: 'Rew_Tension',
        unit: 'N',
        points: [
          [at(0), 180],
          [at(2), 182],
        ],
      },
    ])
  })

  it('down-samples each tag and keeps at most the first tags by name', () => {
    const many = Object.fromEntries(
      Array.from({ length: 20 }, (_, k) => [`T${String(k).padStart(2, '0')}`, k]),
    )
    const samples = Array.from(
      { length: 3000 },
      (_, m) => [at(m), m === 0 ? many : { A_Tension: m }] as const,
    )
    const series = tagSeries(samples)
    expect(series).toHaveLength(HISTOGRAM_MAX_TAGS)
    expect(series[0].tag).toBe('A_Tension')
    expect(series[0].points.length).toBeLessThanOrEqual(HISTOGRAM_TAG_MAX_POINTS)
    expect(Math.max(...series[0].points.map(([, v]) => v))).toBe(2999)
    expect(series.at(-1)?.tag).toBe('T10')
  })
})
