import { describe, expect, it } from 'vitest'
import { plantCounts } from './plant-counts'
import { monitoringRecord } from './testing/monitoring-record'

const now = Date.parse('2026-11-24T10:00:00Z')

describe('plantCounts', () => {
  it('splits fresh machines by effective state and counts stale ones as not reporting', () => {
    const machines = [
      monitoringRecord({}, now),
      monitoringRecord({ state: 1 }, now),
      monitoringRecord({ inactivityDateStart: '2026-11-24T09:00:00Z' }, now),
      monitoringRecord({ poweroffDateStart: '2026-11-24T09:00:00Z' }, now),
      // Exactly 5 minutes is still fresh; a millisecond more is not.
      monitoringRecord({}, now - 5 * 60_000),
      monitoringRecord({}, now - 5 * 60_000 - 1),
      monitoringRecord({ machineLastTransactionAt: null }),
    ]
    expect(plantCounts(machines, now)).toEqual({ producing: 2, stopped: 3, notReporting: 2 })
  })

  it('counts nothing for no machines', () => {
    expect(plantCounts([], now)).toEqual({ producing: 0, stopped: 0, notReporting: 0 })
  })
})
