import type { DeckProblemCode } from '@/contract/genius-board-rules'
import { TEMPERATURE_RANGE_C, VISCOSITY_RANGE } from '@/contract/genius-board-rules'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import { type ShownMeasure, shownRange, temperatureMeasure } from './shown-units'

/**
 * What can be wrong with a field of the order form, as data: the components give each its words
 * (the catalogue's, spec 002 §8.4). Keys of FormProblems are the form's paths ('jobName',
 * 'decks.2.anilox'), so each message shows at its own field, at its own deck.
 */
export type FormProblem =
  | { code: 'REQUIRED' }
  | { code: 'TOO_LONG'; max: number }
  | { code: 'NOT_A_NUMBER' }
  | { code: 'NOT_POSITIVE' }
  | { code: 'JOB_NAME_CHARACTERS'; chars: string }
  /** The server refuses the job name's forbidden characters in the reference too. */
  | { code: 'REFERENCE_CHARACTERS'; chars: string }
  | { code: 'OUT_OF_RANGE'; min: number; max: number; unit: string; decimals: number }
  | { code: 'ORDER_REFERENCE_EXISTS' }
  | { code: Exclude<DeckProblemCode, 'OUT_OF_RANGE'> }
  /** A flexo or offset order with no deck with a colour: the machine cannot run it (at 'decks'). */
  | { code: 'NO_COLOURED_DECK' }
  /** A refusal of the server the form has no words of its own for. */
  | { code: 'INVALID' }

export type FormProblems = Record<string, FormProblem>

/** A range problem in the units the user sees. */
export function rangeProblem(range: { min: number; max: number }, m: ShownMeasure): FormProblem {
  return { code: 'OUT_OF_RANGE', ...shownRange(range, m), decimals: m.decimals }
}

const seconds: ShownMeasure = { unit: 's', decimals: 0, toShown: (v) => v, toStored: (v) => v }

/** The range of a deck's viscosity (s) or temperature (°C or °F). */
export function deckRangeProblem(field: 'viscosity' | 'temperature', prefs: UnitPreferences): FormProblem {
  return field === 'viscosity'
    ? rangeProblem(VISCOSITY_RANGE, seconds)
    : rangeProblem(TEMPERATURE_RANGE_C, temperatureMeasure(prefs))
}

/** Keeps the first problem found for a path. */
export function addProblem(problems: FormProblems, path: string, problem: FormProblem) {
  if (!(path in problems)) problems[path] = problem
}
