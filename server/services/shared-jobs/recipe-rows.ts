/**
 * The server's check of a recipe to save (POST /shared/jobs/{id}/tags): the same rules the screen
 * runs (recipeValueProblem over the contract's field table), every bad row reported at once so the
 * whole recipe is refused with one 400 and nothing stored. Fields: rows.N.alias (not a recipe
 * field, or named twice) and rows.N.value (code: the problem).
 */
import type { FieldError } from '../../../src/contract/errors'
import {
  CALIBRATION_NAME_MAX_LENGTH,
  RECIPE_INPUT_MAX_LENGTH,
  type RecipeField,
  type RecipeProblem,
  recipeFieldByAlias,
  recipeMaterials,
  recipeValueProblem,
} from '../../../src/contract/shared-job-recipe'
import type { RecipeRow } from '../../../src/contract/shared-jobs'

function problemText(field: RecipeField, problem: RecipeProblem): string {
  switch (problem) {
    case 'empty':
      return 'a value is required'
    case 'too-long':
      return `at most ${field.kind === 'text' ? CALIBRATION_NAME_MAX_LENGTH : RECIPE_INPUT_MAX_LENGTH} characters`
    case 'not-a-number':
      return 'not a number'
    case 'out-of-range':
      return field.kind === 'number'
        ? `out of range (${field.min} to ${field.max}${field.unit ? ` ${field.unit}` : ''})`
        : 'out of range'
    case 'not-an-option':
      if (field.kind === 'select') return `not one of ${field.options.join(', ')}`
      if (field.kind === 'material') return `not a material number (1 to ${recipeMaterials.length})`
      return 'not an on/off value (0 or 1)'
  }
}

/** Every problem of the rows, in row order; empty when the recipe may be stored. */
export function recipeRowErrors(rows: readonly RecipeRow[]): FieldError[] {
  const errors: FieldError[] = []
  const seen = new Set<string>()
  rows.forEach((row, i) => {
    const field = recipeFieldByAlias.get(row.alias)
    if (!field) {
      const message = `${row.alias}: not a field of the recipe`
      errors.push({ field: `rows.${i}.alias`, code: 'unknown', message })
      return
    }
    if (seen.has(row.alias)) {
      const message = `${row.alias}: given more than once`
      errors.push({ field: `rows.${i}.alias`, code: 'duplicate', message })
      return
    }
    seen.add(row.alias)
    const problem = recipeValueProblem(field, row.value)
    if (problem) {
      errors.push({
        field: `rows.${i}.value`,
        code: problem,
        message: `${row.alias}: ${problemText(field, problem)}`,
      })
    }
  })
  return errors
}
