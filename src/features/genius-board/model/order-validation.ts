import type { BoardCatalog } from '@/contract/genius-board'
import {
  type DeckContext,
  deckProblems,
  forbiddenCharactersIn,
  hasColouredDeck,
} from '@/contract/genius-board-rules'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import {
  deckValues,
  findMachine,
  numberOrNull,
  type OrderFormOrigin,
  type OrderFormValues,
  setupOf,
  toolCodes,
} from './order-form'
import { addProblem, deckRangeProblem, type FormProblems, rangeProblem } from './order-problems'
import { lengthMeasure, storedValue, widthMeasure } from './shown-units'

export interface ValidationContext {
  catalog: BoardCatalog
  prefs: UnitPreferences
  origin: OrderFormOrigin
}

/** The wire's limits (src/contract/genius-board.ts). */
const MAX_WIDTH_MM = 10_000
const MAX_TARGET_M = 10_000_000

function requiredText(problems: FormProblems, path: string, value: string, max: number) {
  const text = value.trim()
  if (text === '') addProblem(problems, path, { code: 'REQUIRED' })
  else if (text.length > max) addProblem(problems, path, { code: 'TOO_LONG', max })
}

/** The rules' view of one machine's decks: its deck count, tools and the plant's inks. */
export function deckContext(catalog: BoardCatalog, machineId: number, deckCount: number): DeckContext {
  return {
    deckCount,
    tools: {
      anilox: toolCodes(catalog, machineId, ['anilox']),
      plate_cylinder: toolCodes(catalog, machineId, ['plate_cylinder']),
      carrier: toolCodes(catalog, machineId, ['carrier']),
      tape: toolCodes(catalog, machineId, ['tape']),
    },
    inkIds: catalog.inks.map((i) => i.id),
  }
}

/**
 * Every problem of the form, checked with the rules the server applies (required fields, the job
 * name's forbidden characters, the machine's material widths, the deck rules, at least one deck
 * with a colour), so nothing invalid
 * is sent. An empty result: the values may be sent (toOrderInput).
 */
export function validateOrderForm(values: OrderFormValues, ctx: ValidationContext): FormProblems {
  const problems: FormProblems = {}
  const machine = findMachine(ctx.catalog, values.machineId)
  if (!machine) addProblem(problems, 'machineId', { code: 'REQUIRED' })
  requiredText(problems, 'reference', values.reference, 60)
  const referenceChars = forbiddenCharactersIn(values.reference).join(' ')
  if (referenceChars)
    addProblem(problems, 'reference', { code: 'REFERENCE_CHARACTERS', chars: referenceChars })
  requiredText(problems, 'jobName', values.jobName, 100)
  const chars = forbiddenCharactersIn(values.jobName).join(' ')
  if (chars) addProblem(problems, 'jobName', { code: 'JOB_NAME_CHARACTERS', chars })
  requiredText(problems, 'customer', values.customer, 100)
  if (values.materialId === null || !ctx.catalog.materials.some((m) => String(m.id) === values.materialId))
    addProblem(problems, 'materialId', { code: 'REQUIRED' })

  const widthBounds = { min: machine?.minWidth ?? 0, max: machine?.maxWidth ?? MAX_WIDTH_MM }
  measure(problems, 'width', values.width, widthBounds, widthMeasure(ctx.prefs), ctx.origin.width)
  const targetBounds = { min: 0, max: MAX_TARGET_M }
  measure(
    problems,
    'targetMeter',
    values.targetMeter,
    targetBounds,
    lengthMeasure(ctx.prefs),
    ctx.origin.targetMeter,
  )

  const setup = setupOf(machine)
  if (setup === 'recipe' && !ctx.catalog.recipes.some((r) => String(r.id) === values.sharedJobId))
    addProblem(problems, 'sharedJobId', { code: 'REQUIRED' })
  if (setup === 'decks' && machine) deckFormProblems(problems, values, ctx, machine.id, machine.deckCount)
  return problems
}

function measure(
  problems: FormProblems,
  path: string,
  value: number | string,
  bounds: { min: number; max: number },
  m: ReturnType<typeof widthMeasure>,
  original: number | null,
) {
  const shown = numberOrNull(value)
  if (shown === null) return addProblem(problems, path, { code: 'REQUIRED' })
  if (Number.isNaN(shown)) return addProblem(problems, path, { code: 'NOT_A_NUMBER' })
  const stored = storedValue(shown, m, original)
  if (stored <= 0) return addProblem(problems, path, { code: 'NOT_POSITIVE' })
  if (stored < bounds.min || stored > bounds.max) addProblem(problems, path, rangeProblem(bounds, m))
}

function deckFormProblems(
  problems: FormProblems,
  values: OrderFormValues,
  ctx: ValidationContext,
  machineId: number,
  deckCount: number,
) {
  const decks = values.decks.map((d) => deckValues(d, ctx.prefs, ctx.origin))
  if (!hasColouredDeck(decks)) addProblem(problems, 'decks', { code: 'NO_COLOURED_DECK' })
  decks.forEach((deck, index) => {
    for (const field of ['viscosity', 'temperature'] as const) {
      if (Number.isNaN(deck[field])) addProblem(problems, `decks.${index}.${field}`, { code: 'NOT_A_NUMBER' })
    }
  })
  // The rules see a number that is not one as absent; its own message is already there.
  const checked = decks.map((d) => ({
    ...d,
    viscosity: Number.isNaN(d.viscosity) ? null : d.viscosity,
    temperature: Number.isNaN(d.temperature) ? null : d.temperature,
  }))
  for (const problem of deckProblems(checked, deckContext(ctx.catalog, machineId, deckCount))) {
    const index = values.decks.findIndex((d) => d.position === problem.position)
    if (index < 0) continue
    const field = problem.field === 'position' ? 'inkId' : problem.field
    const path = `decks.${index}.${field}`
    if (problem.code === 'OUT_OF_RANGE' && (field === 'viscosity' || field === 'temperature'))
      addProblem(problems, path, deckRangeProblem(field, ctx.prefs))
    else if (problem.code !== 'OUT_OF_RANGE') addProblem(problems, path, { code: problem.code })
  }
}
