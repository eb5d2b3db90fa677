import { describe, expect, it } from 'vitest'
import { isInkwellActive } from './inkwells'
import { inactivitySlices, showsPieLabel } from './pie-labels'
import { keepsPolling } from './polling'
import { inSelection, toggleSelection } from './sections'
import { applicatorVariables, enabledModules, isValidPair, validFunctionsByTrolley } from './trolley-modules'

describe('trolley and machine-function pairs (spec 000 §5)', () => {
  const valid: Record<number, number[]> = {
    0: [2],
    1: [0],
    2: [0, 1, 3, 4, 5, 6, 7],
    3: [0, 1, 3, 4, 5, 6, 7],
    4: [0, 1, 6, 7],
    5: [0, 1, 3, 4, 5],
  }
  it('accepts exactly the listed pairs, for every trolley 0-6 and function 0-8', () => {
    for (let trolley = 0; trolley <= 6; trolley++) {
      for (let fn = 0; fn <= 8; fn++) {
        expect(isValidPair(trolley, fn), `${trolley}/${fn}`).toBe((valid[trolley] ?? []).includes(fn))
      }
    }
    expect(validFunctionsByTrolley).toEqual(valid)
  })
  it('refuses a missing value', () => {
    expect(isValidPair(null, 2)).toBe(false)
    expect(isValidPair(0, undefined)).toBe(false)
  })
  it('enables modules only for a valid pair, always with unwinder and rewinder', () => {
    for (let trolley = 0; trolley <= 6; trolley++) {
      for (let fn = 0; fn <= 8; fn++) {
        const modules = enabledModules(trolley, fn)
        if (!(valid[trolley] ?? []).includes(fn)) expect(modules.size, `${trolley}/${fn}`).toBe(0)
        else {
          expect(modules.has('unwinder') && modules.has('rewinder'), `${trolley}/${fn}`).toBe(true)
          // Rewinding only (function 2) has no applicator; every other function has one.
          expect(modules.has('applicator')).toBe(fn !== 2)
        }
      }
    }
    expect(enabledModules(2, 5).has('drying3')).toBe(true)
    expect(enabledModules(4, 7).has('thirdUnwinder')).toBe(true)
    expect(enabledModules(4, 3).size).toBe(0)
  })
  it('shows only the applicator variables of the trolley type', () => {
    expect([...applicatorVariables(2)]).toEqual([
      'tension',
      'solventlessTemperatureA',
      'solventlessTemperatureB',
    ])
    expect(applicatorVariables(3).has('coatingRollerLength')).toBe(true)
    expect(applicatorVariables(4).has('repeat')).toBe(true)
    expect(applicatorVariables(1).has('repeat')).toBe(false)
    expect(applicatorVariables(null).size).toBe(0)
  })
})

describe('inkwells (spec 000 §5)', () => {
  it("a flexo deck with format '0 mm' is inactive", () => {
    expect(isInkwellActive({ kind: 'flexo', values: { format: '0 mm' } })).toBe(false)
    expect(isInkwellActive({ kind: 'flexo', values: { format: '450 mm' } })).toBe(true)
  })
  it('an offset deck is used only with development plate or blanket above 0', () => {
    expect(isInkwellActive({ kind: 'offset', values: { developmentPlate: 0, developmentBlanket: 0 } })).toBe(
      false,
    )
    expect(
      isInkwellActive({ kind: 'offset', values: { developmentPlate: '0', developmentBlanket: '1.2' } }),
    ).toBe(true)
    expect(
      isInkwellActive({ kind: 'offset', values: { developmentPlate: 0.9, developmentBlanket: 0 } }),
    ).toBe(true)
  })
})

describe('inactivity pie', () => {
  it('labels only slices of 5 % or more', () => {
    expect(showsPieLabel(5, 100)).toBe(true)
    expect(showsPieLabel(4.99, 100)).toBe(false)
    expect(showsPieLabel(0, 0)).toBe(false)
  })
  it('sums inactivities by state and description, largest first', () => {
    const slices = inactivitySlices([
      { description: 'Splice', state: 3, duration: 60 },
      { description: 'Splice', state: 3, duration: 120 },
      { description: 'Wash', state: 1, duration: 300 },
      { description: 'Splice', state: 2, duration: 30 },
    ])
    expect(slices).toEqual([
      { name: 'Wash', value: 300, state: 1 },
      { name: 'Splice', value: 180, state: 3 },
      { name: 'Splice', value: 30, state: 2 },
    ])
  })
})

describe('polling (spec 000 §4.3)', () => {
  it('stops only once configuration and objectives are loaded and the order is finished', () => {
    const finished = '2026-11-20T10:00:00Z'
    expect(keepsPolling({ configurationLoaded: true, objectivesLoaded: true, dateFinish: finished })).toBe(
      false,
    )
    expect(keepsPolling({ configurationLoaded: false, objectivesLoaded: true, dateFinish: finished })).toBe(
      true,
    )
    expect(keepsPolling({ configurationLoaded: true, objectivesLoaded: false, dateFinish: finished })).toBe(
      true,
    )
    for (const open of [null, undefined, '', '-']) {
      expect(keepsPolling({ configurationLoaded: true, objectivesLoaded: true, dateFinish: open })).toBe(true)
    }
  })
})

describe('histogram selection', () => {
  const now = Date.parse('2026-11-20T12:00:00Z')
  const sel = { from: Date.parse('2026-11-20T08:00:00Z'), to: Date.parse('2026-11-20T09:00:00Z') }
  it('keeps the periods that overlap it', () => {
    expect(
      inSelection({ dateStart: '2026-11-20T07:30:00Z', dateFinish: '2026-11-20T08:10:00Z' }, sel, now),
    ).toBe(true)
    expect(inSelection({ dateStart: '2026-11-20T09:30:00Z', dateFinish: null }, sel, now)).toBe(false)
    expect(
      inSelection({ dateStart: '2026-11-20T06:00:00Z', dateFinish: '2026-11-20T07:00:00Z' }, sel, now),
    ).toBe(false)
    expect(inSelection({ dateStart: '2026-11-20T06:00:00Z', dateFinish: null }, null, now)).toBe(true)
  })
  it('an operator bar clicked twice clears the selection', () => {
    const once = toggleSelection(null, sel)
    expect(once).toEqual(sel)
    expect(toggleSelection(once, { ...sel })).toBeNull()
    expect(toggleSelection(once, { from: 1, to: 2 })).toEqual({ from: 1, to: 2 })
  })
})
