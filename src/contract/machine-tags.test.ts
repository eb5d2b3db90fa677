import { describe, expect, it } from 'vitest'
import { tagUnitOf } from './machine-tags'

describe('tagUnitOf', () => {
  it('reads the unit from the ending of the tag name, in any case', () => {
    expect(tagUnitOf('Unw1_Tension')).toBe('N')
    expect(tagUnitOf('REW_TENSION')).toBe('N')
    expect(tagUnitOf('TC_R6_Temperature')).toBe('°C')
    expect(tagUnitOf('Laminator_R6_Pressure')).toBe('bar')
    expect(tagUnitOf('Coating_R2_Speed')).toBe('%')
  })

  it('takes the last ending: a tension taper is a percent, not a force', () => {
    expect(tagUnitOf('Rew_Tension_Taper')).toBe('%')
  })

  it('gives no unit to other names', () => {
    expect(tagUnitOf('Viscosity')).toBeNull()
    expect(tagUnitOf('Tension')).toBeNull()
    expect(tagUnitOf('')).toBeNull()
  })
})
