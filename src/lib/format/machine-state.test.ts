import { describe, expect, it } from 'vitest'
import { effectiveState, type MachineStateInput } from './machine-state'

const now = Date.parse('2026-11-21T10:00:00Z')
const minutesAgo = (m: number) => new Date(now - m * 60_000).toISOString()

const producing: MachineStateInput = {
  state: 3,
  speed: 320,
  poweroffDateStart: null,
  inactivityDateStart: null,
  machineLastTransactionAt: minutesAgo(1),
}

describe('effectiveState', () => {
  it('shows the reported state when nothing overrides it', () => {
    const s = effectiveState(producing, now)
    expect(s).toEqual({
      state: 3,
      colour: 'green',
      speed: 320,
      stale: false,
      sinceLastSyncMs: 60_000,
      showProgress: true,
    })
    for (const [state, colour] of [
      [1, 'red'],
      [2, 'yellow'],
      [4, 'grey'],
      [5, 'black'],
    ] as const) {
      const r = effectiveState({ ...producing, state }, now)
      expect(r.state).toBe(state)
      expect(r.colour).toBe(colour)
      expect(r.showProgress).toBe(false)
    }
  })

  it('shows inactivity when an inactivity start exists', () => {
    const s = effectiveState({ ...producing, inactivityDateStart: minutesAgo(3) }, now)
    expect(s.state).toBe(4)
    expect(s.colour).toBe('grey')
    expect(s.showProgress).toBe(false)
  })

  it('shows power off with speed 0 when a power-off start exists, before inactivity', () => {
    const s = effectiveState(
      { ...producing, inactivityDateStart: minutesAgo(10), poweroffDateStart: minutesAgo(2) },
      new Date(now),
    )
    expect(s.state).toBe(5)
    expect(s.speed).toBe(0)
    expect(s.colour).toBe('black')
  })

  it('marks a machine stale after more than 5 minutes without sync', () => {
    expect(effectiveState({ ...producing, machineLastTransactionAt: minutesAgo(5) }, now).stale).toBe(false)
    const s = effectiveState({ ...producing, machineLastTransactionAt: now - 5 * 60_000 - 1 }, now)
    expect(s.stale).toBe(true)
    expect(s.state).toBe(3)
    expect(s.speed).toBe(320)
  })

  it('shows power off with speed 0 after more than 30 minutes without sync', () => {
    const at30 = effectiveState({ ...producing, machineLastTransactionAt: minutesAgo(30) }, now)
    expect(at30.state).toBe(3)
    const s = effectiveState({ ...producing, machineLastTransactionAt: minutesAgo(31) }, now)
    expect(s).toMatchObject({ state: 5, speed: 0, stale: true, showProgress: false })
  })

  it('treats a machine that never synced as powered off and stale', () => {
    const s = effectiveState({ ...producing, machineLastTransactionAt: null }, now)
    expect(s).toMatchObject({ state: 5, speed: 0, stale: true, sinceLastSyncMs: null })
    expect(effectiveState({ ...producing, machineLastTransactionAt: 'garbage' }, now).state).toBe(5)
  })

  it('counts a sync stamped slightly in the future as fresh', () => {
    const s = effectiveState({ ...producing, machineLastTransactionAt: now + 30_000 }, now)
    expect(s).toMatchObject({ stale: false, sinceLastSyncMs: 0, state: 3 })
  })

  it('handles unknown states and missing speed', () => {
    expect(effectiveState({ ...producing, state: 9 }, now).state).toBe(5)
    expect(effectiveState({ ...producing, state: null }, now).state).toBe(5)
    expect(effectiveState({ ...producing, speed: null }, now).speed).toBe(0)
  })
})
