import { describe, expect, it } from 'vitest'
import { boardCatalog, imperial, metric } from '../testing/board'
import { decksForMachine, newOrigin, type OrderFormValues, toOrderInput } from './order-form'
import { validateOrderForm } from './order-validation'

const catalog = boardCatalog()

function flexoForm(patch: Partial<OrderFormValues> = {}): OrderFormValues {
  const decks = decksForMachine(catalog.machines[0], [], catalog)
  decks[0] = { ...decks[0], inkId: '10', anilox: 'AX-1', plateHolder: 'SC-1', tape: 'T-1', mode: 'print' }
  return {
    machineId: '1',
    reference: 'FX-1',
    jobName: 'Crisps 150 g',
    customer: 'Nordic Snacks',
    materialId: '3',
    width: 500,
    targetMeter: 1000,
    sharedJobId: null,
    decks,
    ...patch,
  }
}

const check = (values: OrderFormValues, prefs = metric) =>
  validateOrderForm(values, { catalog, prefs, origin: newOrigin })

describe('the order form', () => {
  it('accepts a complete flexo order and sends it in stored units', () => {
    const values = flexoForm()
    expect(check(values)).toEqual({})
    const input = toOrderInput(values, catalog, metric, newOrigin)
    expect(input).toMatchObject({
      machineId: 1,
      materialId: 3,
      width: 500,
      targetMeter: 1000,
      sharedJobId: null,
    })
    expect(input.decks).toHaveLength(4)
    expect(input.decks?.[0]).toMatchObject({ position: 1, inkId: 10, anilox: 'AX-1', temperature: null })
  })

  it('requires every field', () => {
    const problems = check({
      machineId: null,
      reference: ' ',
      jobName: '',
      customer: '',
      materialId: null,
      width: '',
      targetMeter: '',
      sharedJobId: null,
      decks: [],
    })
    for (const field of [
      'machineId',
      'reference',
      'jobName',
      'customer',
      'materialId',
      'width',
      'targetMeter',
    ])
      expect(problems[field], field).toEqual({ code: 'REQUIRED' })
  })

  it('refuses the job name forbidden characters, naming them once each', () => {
    expect(check(flexoForm({ jobName: 'a/b:c/d' })).jobName).toEqual({
      code: 'JOB_NAME_CHARACTERS',
      chars: '/ :',
    })
    for (const c of ['*', '?', '\\', '"', '<', '>', '|', ',', "'", '+'])
      expect(check(flexoForm({ jobName: `job${c}` })).jobName, c).toEqual({
        code: 'JOB_NAME_CHARACTERS',
        chars: c,
      })
    expect(check(flexoForm({ jobName: 'Crisps-150 g (v2).' })).jobName).toBeUndefined()
    // The server refuses them in the reference too.
    expect(check(flexoForm({ reference: 'FX/1' })).reference).toEqual({
      code: 'REFERENCE_CHARACTERS',
      chars: '/',
    })
  })

  it('holds the width within the machine material widths, in mm', () => {
    expect(check(flexoForm({ width: 200 })).width).toBeUndefined()
    expect(check(flexoForm({ width: 1300 })).width).toBeUndefined()
    expect(check(flexoForm({ width: 199.9 })).width).toEqual({
      code: 'OUT_OF_RANGE',
      min: 200,
      max: 1300,
      unit: 'mm',
      decimals: 1,
    })
    expect(check(flexoForm({ width: 1300.1 })).width?.code).toBe('OUT_OF_RANGE')
    expect(check(flexoForm({ width: 0 })).width).toEqual({ code: 'NOT_POSITIVE' })
    expect(check(flexoForm({ width: 'abc' })).width).toEqual({ code: 'NOT_A_NUMBER' })
  })

  it('holds the width within the machine material widths, in inches', () => {
    const inches = (width: number) => check(flexoForm({ width, targetMeter: 3000 }), imperial).width
    expect(inches(7.88)).toBeUndefined()
    expect(inches(51.18)).toBeUndefined()
    expect(inches(7.87)).toEqual({ code: 'OUT_OF_RANGE', min: 7.88, max: 51.18, unit: 'in', decimals: 2 })
    expect(inches(51.19)?.code).toBe('OUT_OF_RANGE')
    const input = toOrderInput(flexoForm({ width: 10, targetMeter: 3000 }), catalog, imperial, newOrigin)
    expect(input.width).toBe(254)
    expect(input.targetMeter).toBeCloseTo(914.4, 6)
  })

  it('a slitter without a minimum width takes any positive width up to its maximum', () => {
    const slitter = flexoForm({ machineId: '3', decks: [] })
    expect(check({ ...slitter, width: 10 }).width).toBeUndefined()
    expect(check({ ...slitter, width: 1601 }).width).toMatchObject({
      code: 'OUT_OF_RANGE',
      min: 0,
      max: 1600,
    })
    expect(toOrderInput({ ...slitter, width: 10 }, catalog, metric, newOrigin).decks).toEqual([])
  })

  it('a laminator needs a recipe and sends no decks', () => {
    const laminator = flexoForm({ machineId: '2', decks: [] })
    expect(check(laminator).sharedJobId).toEqual({ code: 'REQUIRED' })
    expect(check({ ...laminator, sharedJobId: '7' })).toEqual({})
    expect(toOrderInput({ ...laminator, sharedJobId: '7' }, catalog, metric, newOrigin)).toMatchObject({
      sharedJobId: 7,
      decks: [],
    })
  })

  it('needs a deck with a colour on a deck machine, said at the decks', () => {
    const values = flexoForm()
    values.decks[0] = { ...values.decks[0], inkId: null, mode: null }
    expect(check(values)).toEqual({ decks: { code: 'NO_COLOURED_DECK' } })
    expect(check(flexoForm({ decks: [] }))).toEqual({ decks: { code: 'NO_COLOURED_DECK' } })
    expect(check(flexoForm({ machineId: '2', decks: [], sharedJobId: '7' }))).toEqual({})
  })

  it('puts each deck rule at its deck and field', () => {
    const values = flexoForm()
    values.decks[1] = { ...values.decks[1], temperature: 24 }
    values.decks[2] = { ...values.decks[2], inkId: '11', anilox: 'AX-1', tape: 'T-1', mode: 'print' }
    values.decks[3] = { ...values.decks[3], inkId: '11', plateHolder: 'NOPE' }
    const problems = check(values)
    expect(problems['decks.1.temperature']).toEqual({ code: 'TEMPERATURE_VISCOSITY_NOT_ALLOWED' })
    expect(problems['decks.0.anilox']).toEqual({ code: 'TOOL_REPEATED' })
    expect(problems['decks.2.anilox']).toEqual({ code: 'TOOL_REPEATED' })
    expect(problems['decks.3.plateHolder']).toEqual({ code: 'TOOL_UNKNOWN' })
    expect(problems['decks.3.mode']).toEqual({ code: 'MODE_TAPE_REQUIRED' })
    expect(problems['decks.3.tape']).toEqual({ code: 'MODE_TAPE_REQUIRED' })
    expect(Object.keys(problems).every((k) => k.startsWith('decks.'))).toBe(true)
  })

  it('checks viscosity and temperature ranges in the user units', () => {
    const at = (temperature: number | string, viscosity: number | string, prefs = metric) => {
      const values = flexoForm(prefs === metric ? {} : { width: 20, targetMeter: 3000 })
      values.decks[0] = { ...values.decks[0], temperature, viscosity }
      return check(values, prefs)
    }
    expect(at(60, 10)).toEqual({})
    expect(at(61, 9)).toEqual({
      'decks.0.temperature': { code: 'OUT_OF_RANGE', min: 10, max: 60, unit: '°C', decimals: 2 },
      'decks.0.viscosity': { code: 'OUT_OF_RANGE', min: 10, max: 60, unit: 's', decimals: 0 },
    })
    expect(at(140, 60, imperial)).toEqual({})
    expect(at(140.1, 60, imperial)['decks.0.temperature']).toEqual({
      code: 'OUT_OF_RANGE',
      min: 50,
      max: 140,
      unit: '°F',
      decimals: 2,
    })
    expect(at('x', '', metric)['decks.0.temperature']).toEqual({ code: 'NOT_A_NUMBER' })
  })
})
