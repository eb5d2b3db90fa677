import { useLingui } from '@lingui/react/macro'
import {
  CALIBRATION_NAME_MAX_LENGTH,
  RECIPE_INPUT_MAX_LENGTH,
  type RecipeField,
} from '@/contract/shared-job-recipe'
import { feedbackMessage } from '@/lib/messages/feedback'
import {
  type ShownProblem,
  shownRange,
  shownRangeText,
  type UnitSystem,
  unitSymbol,
} from '../model/recipe-units'

/** The range of a number field as the user sees it: "398.8 to 1130.3 mm". */
export function useRangeText() {
  const { t } = useLingui()
  return (field: RecipeField, system: UnitSystem): string | null => {
    if (field.kind !== 'number') return null
    const { min, max } = shownRangeText(field, system)
    const unit = unitSymbol(field, system)
    return unit ? t`${min} to ${max} ${unit}` : t`${min} to ${max}`
  }
}

/** What an invalid recipe field says under its input. */
export function useProblemText() {
  const { t, i18n } = useLingui()
  const rangeText = useRangeText()
  return (field: RecipeField, problem: ShownProblem, system: UnitSystem): string => {
    switch (problem) {
      case 'empty':
        return feedbackMessage('FIELD_REQUIRED', i18n)
      case 'not-a-number':
        return t`Enter a number.`
      case 'out-of-range': {
        const range = rangeText(field, system) ?? ''
        return t`Out of range: ${range}.`
      }
      case 'too-long': {
        const max = field.kind === 'text' ? CALIBRATION_NAME_MAX_LENGTH : RECIPE_INPUT_MAX_LENGTH
        return t`At most ${max} characters.`
      }
      case 'too-many-decimals': {
        const decimals = field.kind === 'number' ? (shownRange(field, system).decimals ?? 0) : 0
        return t`At most ${decimals} decimals.`
      }
      case 'not-an-option':
        return t`Choose one of the options.`
    }
  }
}
