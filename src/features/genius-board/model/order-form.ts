import type { BoardCatalog, BoardMachine, PreparedOrder, PreparedOrderInput } from '@/contract/genius-board'
import { type DeckMode, type DeckValues, machineSetup } from '@/contract/genius-board-rules'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import { lengthMeasure, shownValue, storedValue, temperatureMeasure, widthMeasure } from './shown-units'

/**
 * The order form's values (@mantine/form): selects hold text ids, number inputs a number or ''
 * (empty), measures in the user's units. toOrderInput turns valid values into the wire's body.
 */
export interface DeckFormValues {
  position: number
  inkId: string | null
  anilox: string | null
  plateHolder: string | null
  tape: string | null
  mode: DeckMode | null
  /** Seconds. */
  viscosity: number | string
  /** °C or °F, as the user shows temperatures. */
  temperature: number | string
}

export interface OrderFormValues {
  machineId: string | null
  reference: string
  jobName: string
  customer: string
  materialId: string | null
  /** mm or in. */
  width: number | string
  /** m or ft. */
  targetMeter: number | string
  sharedJobId: string | null
  decks: DeckFormValues[]
}

/** The stored measures of the order being edited, so values left as they were are sent unchanged. */
export interface OrderFormOrigin {
  width: number | null
  targetMeter: number | null
  /** °C by deck position. */
  temperatures: Record<number, number | null>
}

export const newOrigin: OrderFormOrigin = { width: null, targetMeter: null, temperatures: {} }

export const emptyDeckForm = (position: number): DeckFormValues => ({
  position,
  inkId: null,
  anilox: null,
  plateHolder: null,
  tape: null,
  mode: null,
  viscosity: '',
  temperature: '',
})

export const emptyOrderForm = (): OrderFormValues => ({
  machineId: null,
  reference: '',
  jobName: '',
  customer: '',
  materialId: null,
  width: '',
  targetMeter: '',
  sharedJobId: null,
  decks: [],
})

/** What the form asks for a machine (the rules' reading of its line). */
export const setupOf = (machine: BoardMachine | undefined) => (machine ? machineSetup(machine.line) : 'plain')

export const findMachine = (catalog: Pick<BoardCatalog, 'machines'>, id: string | number | null) =>
  id === null ? undefined : catalog.machines.find((m) => String(m.id) === String(id))

/** The codes of one machine's tools of some kinds. */
export function toolCodes(catalog: Pick<BoardCatalog, 'tools'>, machineId: number, kinds: readonly string[]) {
  return catalog.tools.filter((t) => t.machineId === machineId && kinds.includes(t.kind)).map((t) => t.code)
}

/**
 * The decks of a machine picked in the form: one per deck of a 'decks' machine, none otherwise.
 * What was set at the same positions on the previous machine stays, except tools this machine lacks.
 */
export function decksForMachine(
  machine: BoardMachine | undefined,
  previous: readonly DeckFormValues[],
  catalog: Pick<BoardCatalog, 'tools'>,
): DeckFormValues[] {
  if (!machine || setupOf(machine) !== 'decks') return []
  const anilox = toolCodes(catalog, machine.id, ['anilox'])
  const holders = toolCodes(catalog, machine.id, ['plate_cylinder', 'carrier'])
  const tapes = toolCodes(catalog, machine.id, ['tape'])
  const keep = (code: string | null, codes: string[]) => (code !== null && codes.includes(code) ? code : null)
  return Array.from({ length: machine.deckCount }, (_, i) => {
    const before = previous.find((d) => d.position === i + 1)
    if (!before) return emptyDeckForm(i + 1)
    return {
      ...before,
      anilox: keep(before.anilox, anilox),
      plateHolder: keep(before.plateHolder, holders),
      tape: keep(before.tape, tapes),
    }
  })
}

/** An empty input ('' or blank text) is null; anything else a number, NaN when it is not one. */
export function numberOrNull(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN
  const text = value.trim().replace(',', '.')
  if (text === '') return null
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN
}

const blankToNull = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim())

/** A form deck as the rules and the wire see it: °C, null for empty fields. */
export function deckValues(
  deck: DeckFormValues,
  prefs: UnitPreferences,
  origin: OrderFormOrigin,
): DeckValues {
  const temperature = numberOrNull(deck.temperature)
  const original = origin.temperatures[deck.position] ?? null
  return {
    position: deck.position,
    inkId: deck.inkId === null ? null : Number(deck.inkId),
    anilox: blankToNull(deck.anilox),
    plateHolder: blankToNull(deck.plateHolder),
    tape: blankToNull(deck.tape),
    mode: deck.mode,
    viscosity: numberOrNull(deck.viscosity),
    temperature:
      temperature === null || Number.isNaN(temperature)
        ? temperature
        : storedValue(temperature, temperatureMeasure(prefs), original),
  }
}

/** The wire's body for values that passed validateOrderForm. */
export function toOrderInput(
  values: OrderFormValues,
  catalog: Pick<BoardCatalog, 'machines'>,
  prefs: UnitPreferences,
  origin: OrderFormOrigin,
): PreparedOrderInput {
  const machine = findMachine(catalog, values.machineId)
  const setup = setupOf(machine)
  return {
    machineId: Number(values.machineId),
    reference: values.reference.trim(),
    jobName: values.jobName.trim(),
    customer: values.customer.trim(),
    materialId: Number(values.materialId),
    width: storedValue(numberOrNull(values.width) ?? 0, widthMeasure(prefs), origin.width),
    targetMeter: storedValue(numberOrNull(values.targetMeter) ?? 0, lengthMeasure(prefs), origin.targetMeter),
    sharedJobId: setup === 'recipe' && values.sharedJobId !== null ? Number(values.sharedJobId) : null,
    decks: setup === 'decks' ? values.decks.map((d) => deckValues(d, prefs, origin)) : [],
  }
}

const shownOrEmpty = (value: number | null, show: (v: number) => number) =>
  value === null ? '' : show(value)

/** The form of a saved order, and its stored measures (OrderFormOrigin). */
export function orderFormFromOrder(
  order: PreparedOrder,
  catalog: BoardCatalog,
  prefs: UnitPreferences,
): { values: OrderFormValues; origin: OrderFormOrigin } {
  const machine = findMachine(catalog, order.machineId)
  const temperature = temperatureMeasure(prefs)
  const positions =
    machine && setupOf(machine) === 'decks'
      ? Array.from({ length: machine.deckCount }, (_, i) => i + 1)
      : order.decks.map((d) => d.position)
  const decks = positions.map((position) => {
    const saved = order.decks.find((d) => d.position === position)
    if (!saved) return emptyDeckForm(position)
    return {
      position,
      inkId: saved.inkId === null ? null : String(saved.inkId),
      anilox: saved.anilox,
      plateHolder: saved.plateHolder,
      tape: saved.tape,
      mode: saved.mode,
      viscosity: saved.viscosity ?? '',
      temperature: shownOrEmpty(saved.temperature, (v) => shownValue(v, temperature)),
    }
  })
  return {
    values: {
      machineId: String(order.machineId),
      reference: order.reference,
      jobName: order.jobName,
      customer: order.customer,
      materialId: String(order.materialId),
      width: shownValue(order.width, widthMeasure(prefs)),
      targetMeter: shownValue(order.targetMeter, lengthMeasure(prefs)),
      sharedJobId: order.sharedJobId === null ? null : String(order.sharedJobId),
      decks,
    },
    origin: {
      width: order.width,
      targetMeter: order.targetMeter,
      temperatures: Object.fromEntries(order.decks.map((d) => [d.position, d.temperature])),
    },
  }
}
