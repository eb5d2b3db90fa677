import { useLingui } from '@lingui/react/macro'
import { Box, NativeSelect, Switch, Text, TextInput } from '@mantine/core'
import {
  CALIBRATION_NAME_MAX_LENGTH,
  type RecipeField as Field,
  parseRecipeNumber,
  RECIPE_INPUT_MAX_LENGTH,
  recipeMaterials,
  switchIsOn,
  switchValue,
} from '@/contract/shared-job-recipe'
import { recipeFieldLabels, recipeMaterialLabels, recipeOptionLabels } from '../model/recipe-labels'
import { type UnitSystem, unitSymbol } from '../model/recipe-units'
import { useRangeText } from './use-problem-text'

interface RecipeFieldProps {
  field: Field
  /** The text the input shows (for switches and selects, the stored text). */
  value: string
  /** The problem's text, or null when the value is valid. */
  error: string | null
  system: UnitSystem
  readOnly: boolean
  onChange: (shown: string) => void
}

/**
 * One recipe field by its kind (spec 002 §3.1, §5): a text input of at most 7 characters with its
 * unit and range for a number, free text for the calibration name, a switch, or a select that
 * stores the chosen option's text (materials: the 1-based index).
 */
export function RecipeField({ field, value, error, system, readOnly, onChange }: RecipeFieldProps) {
  const { i18n } = useLingui()
  const rangeText = useRangeText()
  const label = i18n._(recipeFieldLabels[field.alias] ?? { id: field.alias })
  const common = { label, error, 'data-alias': field.alias } as const
  switch (field.kind) {
    case 'number': {
      const unit = unitSymbol(field, system)
      return (
        <TextInput
          {...common}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          description={rangeText(field, system)}
          maxLength={RECIPE_INPUT_MAX_LENGTH}
          inputMode="decimal"
          autoComplete="off"
          readOnly={readOnly}
          rightSection={
            unit ? (
              <Text size="xs" c="dimmed" pr={4}>
                {unit}
              </Text>
            ) : null
          }
          rightSectionWidth={unit ? 52 : undefined}
          rightSectionPointerEvents="none"
        />
      )
    }
    case 'text':
      return (
        <TextInput
          {...common}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          maxLength={CALIBRATION_NAME_MAX_LENGTH}
          autoComplete="off"
          readOnly={readOnly}
        />
      )
    case 'switch':
      return (
        <Box pt={{ base: 0, sm: 'lg' }}>
          <Switch
            {...common}
            checked={switchIsOn(value)}
            onChange={(e) => onChange(switchValue(e.currentTarget.checked))}
            disabled={readOnly}
          />
        </Box>
      )
    case 'select':
    case 'material': {
      const options =
        field.kind === 'material'
          ? recipeMaterials.map((_, i) => ({
              value: String(i + 1),
              label: i18n._(recipeMaterialLabels[i] ?? { id: '' }),
            }))
          : field.options.map((o) => {
              const named = recipeOptionLabels[field.alias]?.[o]
              return { value: o, label: named ? i18n._(named) : o }
            })
      // A material stored as "2,0" is still the second one.
      const n = parseRecipeNumber(value)
      const chosen = field.kind === 'material' && Number.isInteger(n) ? String(n) : value
      const known = options.some((o) => o.value === chosen)
      return (
        <NativeSelect
          {...common}
          // A stored value that is no option shows as an empty choice, flagged.
          data={known ? options : [{ value: '', label: '', disabled: true }, ...options]}
          value={known ? chosen : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
          disabled={readOnly}
        />
      )
    }
  }
}
