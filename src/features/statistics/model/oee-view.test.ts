import { describe, expect, it } from 'vitest'
import type { TraceabilityRecord } from '@/contract/statistics'
import { objectiveOee, oeeRows } from './oee-view'

const record = (patch: Partial<TraceabilityRecord>): TraceabilityRecord => ({
  machineId: 1,
  machineName: 'Flexo 1',
  label: '2026-11-01',
  maxSpeed: 100,
  durationCm: 0,
  durationAa: 0,
  durationEg: 0,
  durationInactivityCm: 0,
  durationInactivityAa: 0,
  durationInactivityEg: 0,
  durationPoweroffCm: 0,
  durationPoweroffAa: 0,
  durationPoweroffEg: 0,
  speedTotal: 0,
  speedTurning: 0,
  meterCm: 0,
  meterAa: 0,
  meterEg: 0,
  inactivityMeter: 0,
  numOrders: 0,
  periodDuration: 86_400,
  inkConsumedLiter: 0,
  totalPrintedCode: 0,
  ...patch,
})

describe('the OEE view', () => {
  it('reads a period: planned = powered state time, run = less inactivity, good = turning meters', () => {
    // 10 h in states, 2 h powered off, 3 h inactive: planned 8 h, run 5 h (availability 0.625);
    // 18,000 m at 100 m/min would take 3 h of the 5 (performance 0.6); 15,000 of 18,000 good.
    const [row] = oeeRows(
      [
        record({
          durationAa: 3_600,
          durationEg: 32_400,
          durationPoweroffEg: 7_200,
          durationInactivityEg: 10_800,
          meterAa: 3_000,
          meterEg: 15_000,
        }),
      ],
      [],
    )
    expect(row?.figures.availability).toBeCloseTo(0.625, 6)
    expect(row?.figures.performance).toBeCloseTo(0.6, 6)
    expect(row?.figures.quality).toBeCloseTo(15_000 / 18_000, 6)
    expect(row?.figures.oee).toBeCloseTo(0.625 * 0.6 * (15_000 / 18_000), 6)
    expect(row?.objective).toBeNull()
  })

  it('adds one row per machine over the whole range, from the summed times and meters', () => {
    const rows = oeeRows(
      [
        record({ durationEg: 3_600, meterEg: 6_000 }),
        record({ label: '2026-11-02', durationEg: 3_600, durationInactivityEg: 3_600, meterEg: 0 }),
      ],
      [],
    )
    expect(rows).toHaveLength(3)
    const total = rows.at(-1)
    expect(total?.label).toBeNull()
    // 2 h planned, 1 h run, 6,000 m at 100 m/min = 1 h: availability 0.5, performance 1, quality 1.
    expect(total?.figures).toEqual({ availability: 0.5, performance: 1, quality: 1, oee: 0.5 })
  })

  it('turns the order objectives into OEE factors, null without finished orders', () => {
    // Availability 80 %, production 90 %, clean speed 45 m/min at a top speed of 100 m/min:
    // all meters run at 50 m/min, performance 0.5; OEE = 0.8 x 45 / 100 = 0.36.
    const objective = objectiveOee(
      { machineId: 1, orders: 20, availability: 80, production: 90, speed: 45 },
      100,
    )
    expect(objective?.availability).toBeCloseTo(0.8)
    expect(objective?.performance).toBeCloseTo(0.5)
    expect(objective?.quality).toBeCloseTo(0.9)
    expect(objective?.oee).toBeCloseTo(0.36)
    expect(
      objectiveOee({ machineId: 1, orders: 0, availability: null, production: null, speed: null }, 100),
    ).toBeNull()
    expect(objectiveOee(undefined, 100)).toBeNull()
  })
})
