import type { FieldError } from '@/contract/errors'
import type { BoardCatalog, PreparedOrderInput } from '@/contract/genius-board'
import { forbiddenCharactersIn } from '@/contract/genius-board-rules'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import { findMachine, type OrderFormValues } from './order-form'
import {
  addProblem,
  deckRangeProblem,
  type FormProblem,
  type FormProblems,
  rangeProblem,
} from './order-problems'
import { lengthMeasure, widthMeasure } from './shown-units'

/**
 * The server's refusal of a save put back on the form's fields (DESIGN.md: a 400's `errors` name
 * the fields). A deck's field is `decks.N.field`, N the deck's index in the body that was sent:
 * the message goes to the form's deck with that deck's position, wherever it sits in the form.
 */
export interface ServerRefusal {
  code: string
  errors: readonly FieldError[]
}

export interface ServerContext {
  values: OrderFormValues
  sent: PreparedOrderInput
  catalog: BoardCatalog
  prefs: UnitPreferences
}

const TOP_FIELDS = [
  'machineId',
  'reference',
  'jobName',
  'customer',
  'materialId',
  'width',
  'targetMeter',
  'sharedJobId',
  // The decks as a whole: no deck has a colour (the message shows at the decks).
  'decks',
] as const

const DECK_CODES = new Set([
  'TEMPERATURE_VISCOSITY_NOT_ALLOWED',
  'TOOL_REPEATED',
  'TOOL_UNKNOWN',
  'MODE_TAPE_REQUIRED',
  'INK_UNKNOWN',
  'POSITION_INVALID',
])
/** The rules' code, the server's own (kebab-case) and zod's for a number outside its bounds. */
const RANGE_CODES = new Set(['OUT_OF_RANGE', 'out-of-range', 'too_big', 'too_small'])
const DECK_FIELDS = new Set(['inkId', 'anilox', 'plateHolder', 'tape', 'mode', 'viscosity', 'temperature'])

/** The form path of a server field name, or null when the form has no such field. */
export function formPath(field: string, ctx: Pick<ServerContext, 'values' | 'sent'>): string | null {
  if ((TOP_FIELDS as readonly string[]).includes(field)) return field
  const deck = /^decks\.(\d+)\.(\w+)$/.exec(field)
  if (!deck) return null
  const sent = ctx.sent.decks?.[Number(deck[1])]
  if (!sent) return null
  const index = ctx.values.decks.findIndex((d) => d.position === sent.position)
  if (index < 0) return null
  const name = deck[2] === 'position' ? 'inkId' : deck[2]
  return DECK_FIELDS.has(name) ? `decks.${index}.${name}` : null
}

function problemAt(path: string, code: string, ctx: ServerContext): FormProblem {
  if (code === 'ORDER_REFERENCE_EXISTS') return { code }
  if (DECK_CODES.has(code)) return { code } as FormProblem
  if (path === 'decks' && code === 'no-coloured-deck') return { code: 'NO_COLOURED_DECK' }
  if (code === 'required') return { code: 'REQUIRED' }
  const range = RANGE_CODES.has(code)
  const deckField = /^decks\.\d+\.(viscosity|temperature)$/.exec(path)?.[1] as
    | 'viscosity'
    | 'temperature'
    | undefined
  if (range && deckField) return deckRangeProblem(deckField, ctx.prefs)
  if (range && path === 'width') {
    const machine = findMachine(ctx.catalog, ctx.values.machineId)
    return rangeProblem(
      { min: machine?.minWidth ?? 0, max: machine?.maxWidth ?? 10_000 },
      widthMeasure(ctx.prefs),
    )
  }
  if (range && path === 'targetMeter')
    return rangeProblem({ min: 0, max: 10_000_000 }, lengthMeasure(ctx.prefs))
  if (path === 'jobName' || path === 'reference') {
    const chars = forbiddenCharactersIn(ctx.values[path]).join(' ')
    if (chars) return { code: path === 'jobName' ? 'JOB_NAME_CHARACTERS' : 'REFERENCE_CHARACTERS', chars }
  }
  return { code: 'INVALID' }
}

/**
 * A refusal of a stored order as a whole (at send, with no form open): the order cannot run on its
 * machine because no deck has a colour. Null for any other refusal.
 */
export function unrunnableProblem(refusal: ServerRefusal): FormProblem | null {
  const decks = refusal.errors.some((e) => e.field === 'decks' && e.code === 'no-coloured-deck')
  return decks ? { code: 'NO_COLOURED_DECK' } : null
}

/**
 * The problems to show at the fields, and whether some refusal found no field (then the form shows
 * the error's own message too). A 409 ORDER_REFERENCE_EXISTS goes to the reference, named or not.
 */
export function serverProblems(
  refusal: ServerRefusal,
  ctx: ServerContext,
): { problems: FormProblems; unplaced: boolean } {
  const problems: FormProblems = {}
  let unplaced = false
  for (const error of refusal.errors) {
    const path = formPath(error.field, ctx)
    if (path === null) unplaced = true
    else addProblem(problems, path, problemAt(path, error.code, ctx))
  }
  if (refusal.code === 'ORDER_REFERENCE_EXISTS')
    addProblem(problems, 'reference', { code: 'ORDER_REFERENCE_EXISTS' })
  if (refusal.errors.length === 0 && refusal.code !== 'ORDER_REFERENCE_EXISTS') unplaced = true
  return { problems, unplaced }
}
