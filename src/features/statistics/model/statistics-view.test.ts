import { describe, expect, it } from 'vitest'
import type { TraceabilityRecord } from '@/contract/statistics'
import {
  accumulated,
  percentages,
  periodName,
  productivity,
  slantedAxisHeight,
  timeBars,
  totals,
  trends,
} from './statistics-view'

const record = (over: Partial<TraceabilityRecord> = {}): TraceabilityRecord => ({
  machineId: 1,
  machineName: 'Flexo 1',
  label: '2026-11-02',
  maxSpeed: 300,
  durationCm: 3600,
  durationAa: 1800,
  durationEg: 36_000,
  durationInactivityCm: 600,
  durationInactivityAa: 0,
  durationInactivityEg: 3600,
  durationPoweroffCm: 0,
  durationPoweroffAa: 0,
  durationPoweroffEg: 7200,
  speedTotal: 150,
  speedTurning: 200,
  meterCm: 500,
  meterAa: 500,
  meterEg: 9000,
  inactivityMeter: 0,
  numOrders: 3,
  periodDuration: 86_400,
  inkConsumedLiter: 0.5,
  totalPrintedCode: 10,
  ...over,
})

describe('the statistics view', () => {
  it('splits each state into active, inactive and powered-off parts', () => {
    const a = accumulated([record(), record({ machineId: 2 })])
    expect(a.turning).toEqual({ active: 2 * 25_200, inactivity: 7200, poweroff: 14_400, total: 72_000 })
    expect(a.mechanical).toEqual({ active: 6000, inactivity: 1200, poweroff: 0, total: 7200 })
  })

  it('computes the donut percentages by the documented formulas', () => {
    const p = percentages(totals([record()]))
    // state 41400, power-off 7200: powered 34200 of 86400.
    expect(p.powerOn).toBeCloseTo((34_200 * 100) / 86_400)
    expect(p.powerOff).toBeCloseTo(100 - (34_200 * 100) / 86_400)
    // inactivity 4200 of the 34200 powered.
    expect(p.availability).toBeCloseTo(((34_200 - 4200) * 100) / 34_200)
    expect(p.quality).toBe(90)
    expect(p.waste).toBe(10)
    expect(p.speed).toBe(50)
  })

  it('caps every percentage at 100 and reads 0/0 as 0', () => {
    const p = percentages(totals([record({ periodDuration: 1000, speedTotal: 900 })]))
    expect(p.powerOn).toBe(100)
    expect(p.powerOff).toBe(0)
    expect(p.speed).toBe(100)
    const empty = percentages(totals([]))
    expect(Object.values(empty).every((v) => v === 0)).toBe(true)
  })

  it('weights speeds by powered time across machines', () => {
    const t = totals([
      record(),
      record({ machineId: 2, speedTotal: 0, maxSpeed: 100, durationPoweroffEg: 41_400 - 1 }),
    ])
    // The second machine was powered 1 s: it barely moves the average.
    expect(t.speed).toBeCloseTo((150 * 34_200) / 34_201)
  })

  it('gives one trend and productivity point per period, machines summed, in date order', () => {
    const rs = [record({ label: '2026-11-03' }), record(), record({ machineId: 2 })]
    const points = trends(rs)
    expect(points.map((p) => p.label)).toEqual(['2026-11-02', '2026-11-03'])
    expect(points[0]).toMatchObject({
      productiveMeters: 18_000,
      nonProductiveMeters: 2000,
      orders: 6,
      quality: 90,
    })
    expect(points[0].powerOnHours).toBeCloseTo(19)
    expect(productivity(rs)[1]).toMatchObject({ label: '2026-11-03', quality: 90, waste: 10, speed: 50 })
  })

  it('cuts a stacked bar at one period, the last parts first', () => {
    const [bar] = timeBars(
      [record({ durationEg: 90_000, durationInactivityEg: 0, durationPoweroffEg: 0 })],
      'day',
    )
    const sum = bar.turning + bar.adjustment + bar.mechanical + bar.inactivity + bar.poweroff
    expect(sum).toBe(86_400)
    expect(bar.turning).toBe(86_400)
    expect(bar.inactivity).toBe(0)
    const [week] = timeBars([record()], 'week')
    expect(week).toMatchObject({
      turning: 25_200,
      adjustment: 1800,
      mechanical: 3000,
      inactivity: 4200,
      poweroff: 7200,
    })
  })
})

describe('period names', () => {
  it('name a period by its first day in the grouping', () => {
    expect(periodName('2026-11-02', 'day')).toBe('02/11/2026')
    expect(periodName('2026-11-02', 'week')).toBe('02/11/2026')
    expect(periodName('2026-11-01', 'month')).toBe('11/2026')
    expect(periodName('2026-10-01', 'quarter')).toBe('Q4 2026')
    expect(periodName('2026-01-01', 'year')).toBe('2026')
  })
})

describe('slantedAxisHeight', () => {
  it('grows with the longest label, so the slanted labels are never cut at the bottom', () => {
    const short = slantedAxisHeight(['10/11 · Flexo CI 1'])
    const long = slantedAxisHeight(['10/11 · Flexo CI 1', '10/11/2026 · Laminator SL 2 North'])
    expect(long).toBeGreaterThan(short)
    // 33 characters of about 6 px at 50°: some 157 px of rise, plus the margin.
    expect(long).toBeGreaterThanOrEqual(Math.ceil(33 * 6 * Math.sin((50 * Math.PI) / 180)))
    expect(slantedAxisHeight([])).toBe(16)
  })
})
