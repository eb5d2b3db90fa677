/**
 * The rules of a prepared order (the genius board, spec 000 §1; spec 002 §8.4; issue 16), run by the
 * board's form and by the server alike. Pure: no React, no DOM, no server imports.
 *
 * - The job name refuses the catalogue's forbidden characters / : * ? \ " < > | , (one view of the
 *   spec also lists ' and +: both are refused, since a machine stores the job as a file name).
 * - How a machine is set up decides the form: printing decks for flexo and offset, a shared-job
 *   recipe for laminating and coating, nothing more for the others.
 * - The deck rules: temperature and viscosity not allowed at a deck with no colour; an anilox or a
 *   plate cylinder / carrier must be one of the machine's and used at one deck only; mode and tape
 *   are required at every deck with a colour; viscosity and temperature within their ranges.
 */
import type { MachineLineName } from './session'

export const FORBIDDEN_JOB_NAME_CHARACTERS = [
  '/',
  ':',
  '*',
  '?',
  '\\',
  '"',
  '<',
  '>',
  '|',
  ',',
  "'",
  '+',
] as const

/** The forbidden characters a name contains, in order of appearance, each once. */
export function forbiddenCharactersIn(name: string): string[] {
  const found: string[] = []
  for (const c of name) {
    if ((FORBIDDEN_JOB_NAME_CHARACTERS as readonly string[]).includes(c) && !found.includes(c)) found.push(c)
  }
  return found
}

export type MachineSetup = 'decks' | 'recipe' | 'plain'

/** What the form asks for a machine of this line (laminators and coaters take a recipe). */
export function machineSetup(line: MachineLineName): MachineSetup {
  if (line === 'FLEXO' || line === 'OFFSET') return 'decks'
  if (line === 'LAMINATING') return 'recipe'
  return 'plain'
}

/** The lifecycle of a prepared order. */
export const preparedOrderStates = ['prepared', 'sent', 'started', 'finished', 'cancelled'] as const
export type PreparedOrderState = (typeof preparedOrderStates)[number]

export type PreparedOrderAction = 'edit' | 'send' | 'recall' | 'cancel'

/**
 * Which user actions a state allows: an order is edited and sent while prepared, called back while
 * it waits at the machine, cancelled until the machine starts it; the machine moves it on from there.
 */
export function allowedActions(state: PreparedOrderState): PreparedOrderAction[] {
  if (state === 'prepared') return ['edit', 'send', 'cancel']
  if (state === 'sent') return ['recall', 'cancel']
  return []
}

/** What a deck is doing (required at decks with a colour). */
export const deckModes = ['print', 'varnish', 'coating', 'cold_seal'] as const
export type DeckMode = (typeof deckModes)[number]

/** Tooling a deck names, kept per machine in the plant's tool list. */
export const toolKinds = ['anilox', 'plate_cylinder', 'carrier', 'tape'] as const
export type ToolKind = (typeof toolKinds)[number]

/** Ink viscosity, seconds in a DIN 4 cup. */
export const VISCOSITY_RANGE = { min: 10, max: 60 } as const
/** Ink temperature, stored in °C (shown in °F to imperial users). */
export const TEMPERATURE_RANGE_C = { min: 10, max: 60 } as const

export interface DeckValues {
  position: number
  /** The colour, an ink of the plant's ink list; null: the deck is not used. */
  inkId: number | null
  anilox: string | null
  /** The plate cylinder (offset, stack flexo) or sleeve carrier (CI flexo) code. */
  plateHolder: string | null
  tape: string | null
  mode: DeckMode | null
  viscosity: number | null
  temperature: number | null
}

export type DeckField = 'inkId' | 'anilox' | 'plateHolder' | 'tape' | 'mode' | 'viscosity' | 'temperature'

export type DeckProblemCode =
  /** Temperature or viscosity at a deck with no colour. */
  | 'TEMPERATURE_VISCOSITY_NOT_ALLOWED'
  /** The same anilox or plate cylinder / carrier at two decks. */
  | 'TOOL_REPEATED'
  /** An anilox, plate cylinder / carrier or tape the machine does not have. */
  | 'TOOL_UNKNOWN'
  /** Mode or tape missing at a deck with a colour. */
  | 'MODE_TAPE_REQUIRED'
  | 'OUT_OF_RANGE'
  /** A colour that is not in the plant's ink list. */
  | 'INK_UNKNOWN'
  /** A deck position outside 1..the machine's decks, or twice. */
  | 'POSITION_INVALID'

export interface DeckProblem {
  position: number
  field: DeckField | 'position'
  code: DeckProblemCode
}

export interface DeckContext {
  /** The machine's number of decks (maxNumDeck). */
  deckCount: number
  /** The codes of the machine's tools by kind. */
  tools: Record<ToolKind, readonly string[]>
  /** The ids of the plant's inks. */
  inkIds: readonly number[]
}

const blank = (v: string | null) => v === null || v.trim() === ''

/** Every broken deck rule, in deck order; an empty list is a valid configuration. */
export function deckProblems(decks: readonly DeckValues[], ctx: DeckContext): DeckProblem[] {
  const problems: DeckProblem[] = []
  const seen = new Set<number>()
  const holders = [...ctx.tools.plate_cylinder, ...ctx.tools.carrier]
  const count = (field: 'anilox' | 'plateHolder', code: string) =>
    decks.filter((d) => !blank(d[field]) && d[field]?.trim() === code).length

  for (const d of decks) {
    const add = (field: DeckProblem['field'], code: DeckProblemCode) =>
      problems.push({ position: d.position, field, code })
    if (
      !Number.isInteger(d.position) ||
      d.position < 1 ||
      d.position > ctx.deckCount ||
      seen.has(d.position)
    ) {
      add('position', 'POSITION_INVALID')
      continue
    }
    seen.add(d.position)
    const used = d.inkId !== null
    if (used && !ctx.inkIds.includes(d.inkId as number)) add('inkId', 'INK_UNKNOWN')
    for (const field of ['anilox', 'plateHolder'] as const) {
      const value = d[field]
      if (blank(value)) continue
      const code = (value as string).trim()
      const known = field === 'anilox' ? ctx.tools.anilox.includes(code) : holders.includes(code)
      if (!known) add(field, 'TOOL_UNKNOWN')
      else if (count(field, code) > 1) add(field, 'TOOL_REPEATED')
    }
    if (!blank(d.tape) && !ctx.tools.tape.includes((d.tape as string).trim())) add('tape', 'TOOL_UNKNOWN')
    if (!used) {
      if (d.viscosity !== null) add('viscosity', 'TEMPERATURE_VISCOSITY_NOT_ALLOWED')
      if (d.temperature !== null) add('temperature', 'TEMPERATURE_VISCOSITY_NOT_ALLOWED')
      continue
    }
    if (d.mode === null) add('mode', 'MODE_TAPE_REQUIRED')
    if (blank(d.tape)) add('tape', 'MODE_TAPE_REQUIRED')
    if (d.viscosity !== null && !(d.viscosity >= VISCOSITY_RANGE.min && d.viscosity <= VISCOSITY_RANGE.max))
      add('viscosity', 'OUT_OF_RANGE')
    if (
      d.temperature !== null &&
      !(d.temperature >= TEMPERATURE_RANGE_C.min && d.temperature <= TEMPERATURE_RANGE_C.max)
    )
      add('temperature', 'OUT_OF_RANGE')
  }
  return problems
}

/**
 * A deck machine runs an order only when at least one deck has a colour: an order with every deck
 * unused (or no deck at all) is refused as a whole, at the decks (issue 29 item 5).
 */
export function hasColouredDeck(decks: readonly Pick<DeckValues, 'inkId'>[]): boolean {
  return decks.some((d) => d.inkId !== null)
}

/** An empty deck at a position (the form's starting point for each of the machine's decks). */
export const emptyDeck = (position: number): DeckValues => ({
  position,
  inkId: null,
  anilox: null,
  plateHolder: null,
  tape: null,
  mode: null,
  viscosity: null,
  temperature: null,
})
