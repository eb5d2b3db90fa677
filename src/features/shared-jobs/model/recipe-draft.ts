/**
 * The recipe form's state: per field the stored text the server sent, the text the input showed
 * for it, and the text the input shows now. A field whose text did not change is "untouched": it is
 * checked and saved as stored (comma rule only), never converted back, so show -> save -> show is
 * the identity on stored values whatever the unit system. A touched field is checked in the user's
 * units (recipe-units.ts) and converted back on save.
 */

import {
  type RecipeField,
  recipeFields,
  recipeSections,
  recipeValueProblem,
  toShownText,
  toStoredText,
} from '@/contract/shared-job-recipe'
import type { RecipeRow } from '@/contract/shared-jobs'
import { type ShownProblem, shownProblem, showValue, storedFromShown, type UnitSystem } from './recipe-units'

export interface DraftEntry {
  /** The stored text (the field's default when the server sent none). */
  stored: string
  /** What the input showed for the stored text. */
  initialShown: string
  /** What the input shows now. */
  shown: string
}

export type RecipeDraft = Readonly<Record<string, DraftEntry>>

export const isTouched = (entry: DraftEntry): boolean => entry.shown !== entry.initialShown

function storedByAlias(rows: readonly RecipeRow[]): Map<string, string> {
  return new Map(rows.map((r) => [r.alias, r.value]))
}

function freshEntry(field: RecipeField, stored: string, system: UnitSystem): DraftEntry {
  const shown = showValue(field, stored, system)
  return { stored, initialShown: shown, shown }
}

/** Every recipe field from the server's rows (a missing row is the field's default). */
export function draftFrom(rows: readonly RecipeRow[], system: UnitSystem): RecipeDraft {
  const stored = storedByAlias(rows)
  return Object.fromEntries(
    recipeFields.map((f) => [f.alias, freshEntry(f, stored.get(f.alias) ?? f.default, system)]),
  )
}

/**
 * New rows from the server under a form being edited: untouched fields take the new values, a
 * touched field keeps what the user typed (touched still only if it differs from the new value).
 */
export function rebaseDraft(draft: RecipeDraft, rows: readonly RecipeRow[], system: UnitSystem): RecipeDraft {
  const fresh = draftFrom(rows, system)
  return Object.fromEntries(
    recipeFields.map((f) => {
      const old = draft[f.alias]
      const next = fresh[f.alias] as DraftEntry
      return [f.alias, old && isTouched(old) ? { ...next, shown: old.shown } : next]
    }),
  )
}

export function withShown(draft: RecipeDraft, alias: string, shown: string): RecipeDraft {
  const entry = draft[alias]
  return entry ? { ...draft, [alias]: { ...entry, shown } } : draft
}

export const isDirty = (draft: RecipeDraft): boolean => Object.values(draft).some(isTouched)

/** Why a field is invalid, or null: as stored when untouched, as typed in the user's units otherwise. */
export function entryProblem(field: RecipeField, entry: DraftEntry, system: UnitSystem): ShownProblem | null {
  return isTouched(entry) ? shownProblem(field, entry.shown, system) : recipeValueProblem(field, entry.stored)
}

/** Every invalid field of the draft, by alias. */
export function draftProblems(draft: RecipeDraft, system: UnitSystem): ReadonlyMap<string, ShownProblem> {
  const problems = new Map<string, ShownProblem>()
  for (const field of recipeFields) {
    const entry = draft[field.alias]
    const problem = entry ? entryProblem(field, entry, system) : 'empty'
    if (problem) problems.set(field.alias, problem)
  }
  return problems
}

/** The keys of the sections that hold an invalid field (their headers are flagged). */
export function invalidSections(problems: ReadonlyMap<string, unknown>): ReadonlySet<string> {
  return new Set(recipeSections.filter((s) => s.fields.some((f) => problems.has(f.alias))).map((s) => s.key))
}

/**
 * What Save sends: every recipe field. Untouched ones as stored, with the comma rule of spec 002
 * §3.1 (same value, "5.0" becomes "5,0"); touched ones converted back from the user's units.
 */
export function rowsToSave(draft: RecipeDraft, system: UnitSystem): RecipeRow[] {
  return recipeFields.map((field) => {
    const entry = draft[field.alias]
    if (!entry) return { alias: field.alias, value: field.default }
    const value = isTouched(entry)
      ? storedFromShown(field, entry.shown, system)
      : toStoredText(field, toShownText(field, entry.stored))
    return { alias: field.alias, value }
  })
}
