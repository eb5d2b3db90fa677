import { describe, expect, it } from 'vitest'
import { machineNameProblem } from './machine-name'

describe('machineNameProblem', () => {
  it('accepts 1 to 60 characters once trimmed', () => {
    expect(machineNameProblem('A')).toBeNull()
    expect(machineNameProblem('  Press 1  ')).toBeNull()
    expect(machineNameProblem('x'.repeat(60))).toBeNull()
    expect(machineNameProblem(` ${'x'.repeat(60)} `)).toBeNull()
  })

  it('names what is wrong', () => {
    expect(machineNameProblem('')).toBe('REQUIRED')
    expect(machineNameProblem('   ')).toBe('REQUIRED')
    expect(machineNameProblem('x'.repeat(61))).toBe('TOO_LONG')
  })
})
