import { describe, expect, it } from 'vitest'
import { toMachineView } from './machine-view'
import { monitoringRecord } from './testing/monitoring-record'

const now = Date.parse('2026-11-24T10:00:00Z')

describe('toMachineView', () => {
  it('links the current order and shows progress in production', () => {
    const view = toMachineView(monitoringRecord({}, now), now)
    expect(view.orderPath).toEqual({
      machineHashCode: 'abc123',
      idOnMachine: 7,
      insertTimestamp: 1_700_000_000,
    })
    expect(view.progress).toBe(42.5)
    expect(view.stateSince).toBe('2026-11-24T06:00:00.000Z')
  })

  it('hides progress outside production and dates the state from the inactivity', () => {
    const view = toMachineView(monitoringRecord({ inactivityDateStart: '2026-11-24T09:40:00Z' }, now), now)
    expect(view.effective.state).toBe(4)
    expect(view.progress).toBeNull()
    expect(view.stateSince).toBe('2026-11-24T09:40:00Z')
  })

  it('has no order link without a loaded order', () => {
    expect(toMachineView(monitoringRecord({ poIdOnMachine: null }, now), now).orderPath).toBeNull()
  })

  it('dates a silent machine from its last sync when no power-off date exists', () => {
    const synced = now - 31 * 60_000
    const view = toMachineView(monitoringRecord({}, synced), now)
    expect(view.effective).toMatchObject({ state: 5, speed: 0 })
    expect(view.stateSince).toBe(new Date(synced).toISOString())
  })
})
