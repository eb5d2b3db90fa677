import { describe, expect, it } from 'vitest'
import { currentStop } from './current-stop'
import { toMachineView } from './machine-view'
import { monitoringRecord } from './testing/monitoring-record'

const now = Date.parse('2026-11-24T10:00:00Z')
const stopped = (overrides = {}) =>
  toMachineView(
    monitoringRecord(
      {
        inactivityDateStart: '2026-11-24T08:54:30Z',
        inactivityReasonCode: 'web_break',
        inactivityDescription: 'Rotura',
        ...overrides,
      },
      now,
    ),
    now,
  )

describe('currentStop', () => {
  it('gives a stopped machine its reason and the whole minutes since the stop began', () => {
    expect(currentStop(stopped(), now)).toEqual({
      reasonCode: 'web_break',
      description: 'Rotura',
      minutes: 65,
    })
  })

  it('ticks with the clock it is given', () => {
    expect(currentStop(stopped(), now + 29_000)?.minutes).toBe(65)
    expect(currentStop(stopped(), now + 30_000)?.minutes).toBe(66)
  })

  it('keeps a stop without code or text, and one whose start is ahead of the clock at zero', () => {
    expect(
      currentStop(stopped({ inactivityReasonCode: null, inactivityDescription: null }), now),
    ).toMatchObject({ reasonCode: null, description: null })
    expect(currentStop(stopped({ inactivityDateStart: '2026-11-24T10:03:00Z' }), now)?.minutes).toBe(0)
  })

  it('has nothing to say about a producing or powered-off machine', () => {
    expect(currentStop(toMachineView(monitoringRecord({}, now), now), now)).toBeNull()
    expect(currentStop(stopped({ poweroffDateStart: '2026-11-24T09:00:00Z' }), now)).toBeNull()
  })
})
