import { describe, expect, it } from 'vitest'
import { boardCatalog, imperial, metric, preparedOrder } from '../testing/board'
import { decksForMachine, emptyDeckForm, numberOrNull, orderFormFromOrder, toOrderInput } from './order-form'

const catalog = boardCatalog()

describe('order form values', () => {
  it('reads empty inputs as null and text that is not a number as NaN', () => {
    expect(numberOrNull('')).toBeNull()
    expect(numberOrNull('  ')).toBeNull()
    expect(numberOrNull(12.5)).toBe(12.5)
    expect(numberOrNull('12,5')).toBe(12.5)
    expect(numberOrNull('-')).toBeNaN()
  })

  it('gives a decks machine one deck per deck, others none', () => {
    const [flexo, laminator] = catalog.machines
    expect(decksForMachine(flexo, [], catalog).map((d) => d.position)).toEqual([1, 2, 3, 4])
    expect(decksForMachine(laminator, [], catalog)).toEqual([])
    expect(decksForMachine(undefined, [], catalog)).toEqual([])
  })

  it('keeps what was set on the previous machine, but not tools this machine lacks', () => {
    const previous = [
      { ...emptyDeckForm(1), inkId: '10', anilox: 'AX-1', tape: 'OTHER', viscosity: 20 },
      { ...emptyDeckForm(9), inkId: '11' },
    ]
    const decks = decksForMachine(catalog.machines[0], previous, catalog)
    expect(decks[0]).toMatchObject({ inkId: '10', anilox: 'AX-1', tape: null, viscosity: 20 })
    expect(decks).toHaveLength(4)
  })

  it('an order opened and saved unchanged is sent as it was stored, in both unit systems', () => {
    const order = preparedOrder()
    for (const prefs of [metric, imperial]) {
      const { values, origin } = orderFormFromOrder(order, catalog, prefs)
      expect(values.decks.map((d) => d.position)).toEqual([1, 2, 3, 4])
      const input = toOrderInput(values, catalog, prefs, origin)
      expect(input.width).toBe(order.width)
      expect(input.targetMeter).toBe(order.targetMeter)
      expect(input.decks?.[0]).toMatchObject({ position: 1, inkId: 10, temperature: 23.3, viscosity: 22 })
      expect(input.decks?.[1]).toMatchObject({ position: 2, inkId: null, temperature: null })
    }
  })

  it('shows an imperial user inches, feet and °F', () => {
    const { values } = orderFormFromOrder(preparedOrder({ width: 254 }), catalog, imperial)
    expect(values.width).toBe(10)
    expect(values.targetMeter).toBe(3280.8)
    expect(values.decks[0].temperature).toBe(73.94)
  })
})
