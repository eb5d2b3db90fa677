import { describe, expect, it } from 'vitest'
import { type MachineCostRecordWire, machineCostFields } from '@/contract/job-costing'
import {
  draftOf,
  fieldMax,
  machineCostErrors,
  machineCostFieldError,
  machineCostSections,
  stepDecimals,
  valuesOf,
} from './machine-cost-form'

const record = (patch: Partial<MachineCostRecordWire> = {}): MachineCostRecordWire =>
  ({
    id: 7,
    ...Object.fromEntries(machineCostFields.map((f) => [f.key, 1])),
    ...patch,
  }) as MachineCostRecordWire

describe('machineCostFieldError', () => {
  it('requires every field', () => {
    expect(machineCostFieldError('amortizationPrice', '')).toBe('REQUIRED')
    expect(machineCostFieldError('amortizationPrice', '  ')).toBe('REQUIRED')
  })

  it('accepts 0 and positive numbers, refuses negatives and text', () => {
    expect(machineCostFieldError('amortizationPrice', 0)).toBeNull()
    expect(machineCostFieldError('amortizationPrice', 25.5)).toBeNull()
    expect(machineCostFieldError('amortizationPrice', '12.5')).toBeNull()
    expect(machineCostFieldError('amortizationPrice', -1)).toBe('NEGATIVE')
    expect(machineCostFieldError('amortizationPrice', '-')).toBe('NEGATIVE')
    expect(machineCostFieldError('amortizationPrice', 'abc')).toBe('NOT_A_NUMBER')
  })

  it('holds the percents of operators 1 to 3 and the tape decrease to 100', () => {
    for (const field of ['operator1Percent', 'operator2Percent', 'operator3Percent', 'waste'] as const) {
      expect(fieldMax(field)).toBe(100)
      expect(machineCostFieldError(field, 100)).toBeNull()
      expect(machineCostFieldError(field, 100.01)).toBe('ABOVE_MAX')
    }
    expect(fieldMax('operator1Price')).toBeUndefined()
    expect(machineCostFieldError('operator1Price', 150)).toBeNull()
  })

  it('refuses more than 7 characters', () => {
    expect(machineCostFieldError('stampPrice', 0.00001)).toBeNull()
    expect(machineCostFieldError('amortizationPrice', 1234567)).toBeNull()
    expect(machineCostFieldError('amortizationPrice', 12345678)).toBe('TOO_LONG')
    expect(machineCostFieldError('ragPrice', '0.000123')).toBe('TOO_LONG')
  })
})

describe('the draft', () => {
  it('starts from the saved record, or zeros', () => {
    expect(draftOf(record({ waste: 3 })).waste).toBe(3)
    expect(Object.values(draftOf(undefined)).every((v) => v === 0)).toBe(true)
    expect(Object.keys(draftOf(undefined))).toHaveLength(machineCostFields.length)
  })

  it('gives the body without id only when every field is right', () => {
    const draft = draftOf(record())
    const values = valuesOf({ ...draft, ragPrice: '0.0125' })
    expect(values).not.toBeNull()
    expect(values).not.toHaveProperty('id')
    expect(values?.ragPrice).toBe(0.0125)
    expect(valuesOf({ ...draft, waste: 120 })).toBeNull()
    expect(machineCostErrors({ ...draft, waste: 120, stampMeters: '' })).toEqual({
      waste: 'ABOVE_MAX',
      stampMeters: 'REQUIRED',
    })
  })
})

describe('stepDecimals', () => {
  it('reads the decimals of the steps of §5', () => {
    expect(stepDecimals(0.01)).toBe(2)
    expect(stepDecimals(0.0001)).toBe(4)
    expect(stepDecimals(0.00001)).toBe(5)
    expect(stepDecimals(1)).toBe(0)
  })
})

describe('machineCostSections', () => {
  it('places every field of the contract exactly once, in its order', () => {
    expect(machineCostSections.flatMap((s) => s.fields)).toEqual(machineCostFields.map((f) => f.key))
  })
})
