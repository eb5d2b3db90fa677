import { describe, expect, it } from 'vitest'
import { boardCatalog, metric } from '../testing/board'
import { decksForMachine, newOrigin, type OrderFormValues, toOrderInput } from './order-form'
import { formPath, serverProblems, unrunnableProblem } from './server-problems'

const catalog = boardCatalog()

function form(): OrderFormValues {
  return {
    machineId: '1',
    reference: 'FX-1',
    jobName: 'Job',
    customer: 'C',
    materialId: '3',
    width: 500,
    targetMeter: 1000,
    sharedJobId: null,
    decks: decksForMachine(catalog.machines[0], [], catalog),
  }
}

describe('a send refused because the order cannot run', () => {
  it('names the missing colour, and nothing for other refusals', () => {
    const decks = { field: 'decks', code: 'no-coloured-deck', message: '' }
    expect(unrunnableProblem({ code: 'VALIDATION_ERROR', errors: [decks] })).toEqual({
      code: 'NO_COLOURED_DECK',
    })
    const other = { field: 'width', code: 'out-of-range', message: '' }
    expect(unrunnableProblem({ code: 'VALIDATION_ERROR', errors: [other] })).toBeNull()
  })
})

describe("the server's field errors on the form", () => {
  it('maps decks.N.field to the deck with the sent deck position', () => {
    const values = form()
    const sent = toOrderInput(values, catalog, metric, newOrigin)
    expect(formPath('decks.2.anilox', { values, sent })).toBe('decks.2.anilox')
    // The form shows its decks in another order than the body had them: found by position.
    const reordered = { ...values, decks: [...values.decks].reverse() }
    expect(formPath('decks.0.temperature', { values: reordered, sent })).toBe('decks.3.temperature')
    expect(formPath('decks.1.position', { values, sent })).toBe('decks.1.inkId')
    expect(formPath('decks.9.anilox', { values, sent })).toBeNull()
    expect(formPath('decks.0.colour', { values, sent })).toBeNull()
    expect(formPath('reference', { values, sent })).toBe('reference')
    expect(formPath('decks', { values, sent })).toBe('decks')
    expect(formPath('somethingElse', { values, sent })).toBeNull()
  })

  it('keeps the catalogue code at its deck, ranges in the user units', () => {
    const values = form()
    const sent = toOrderInput(values, catalog, metric, newOrigin)
    const { problems, unplaced } = serverProblems(
      {
        code: 'VALIDATION_ERROR',
        errors: [
          { field: 'decks.1.temperature', code: 'TEMPERATURE_VISCOSITY_NOT_ALLOWED', message: '' },
          { field: 'decks.3.viscosity', code: 'OUT_OF_RANGE', message: '' },
          { field: 'width', code: 'out-of-range', message: '' },
          { field: 'customer', code: 'too_big', message: '' },
          { field: 'decks', code: 'no-coloured-deck', message: '' },
        ],
      },
      { values, sent, catalog, prefs: metric },
    )
    expect(unplaced).toBe(false)
    expect(problems).toEqual({
      'decks.1.temperature': { code: 'TEMPERATURE_VISCOSITY_NOT_ALLOWED' },
      'decks.3.viscosity': { code: 'OUT_OF_RANGE', min: 10, max: 60, unit: 's', decimals: 0 },
      width: { code: 'OUT_OF_RANGE', min: 200, max: 1300, unit: 'mm', decimals: 1 },
      customer: { code: 'INVALID' },
      decks: { code: 'NO_COLOURED_DECK' },
    })
  })

  it('puts a 409 ORDER_REFERENCE_EXISTS at the reference, and says when an error has no field', () => {
    const values = form()
    const sent = toOrderInput(values, catalog, metric, newOrigin)
    const ctx = { values, sent, catalog, prefs: metric }
    expect(serverProblems({ code: 'ORDER_REFERENCE_EXISTS', errors: [] }, ctx)).toEqual({
      problems: { reference: { code: 'ORDER_REFERENCE_EXISTS' } },
      unplaced: false,
    })
    expect(serverProblems({ code: 'FORBIDDEN', errors: [] }, ctx)).toEqual({ problems: {}, unplaced: true })
    const named = serverProblems(
      {
        code: 'VALIDATION_ERROR',
        errors: [
          { field: 'jobName', code: 'forbidden-characters', message: '' },
          { field: 'reference', code: 'forbidden-characters', message: '' },
          { field: 'sharedJobId', code: 'required', message: '' },
        ],
      },
      { ...ctx, values: { ...values, jobName: 'a|b', reference: 'R+1' } },
    )
    expect(named.problems).toEqual({
      jobName: { code: 'JOB_NAME_CHARACTERS', chars: '|' },
      reference: { code: 'REFERENCE_CHARACTERS', chars: '+' },
      sharedJobId: { code: 'REQUIRED' },
    })
  })
})
