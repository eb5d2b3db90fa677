import { useLingui } from '@lingui/react/macro'
import { Fieldset, NumberInput, SimpleGrid, Text } from '@mantine/core'
import type { UsageCounter } from '@/contract/maintenance-usage'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import type { UsageError, UsageForm } from '../../model/task-usage'

export interface UsageFieldsetProps {
  value: UsageForm
  errors: Partial<Record<UsageCounter, UsageError>>
  /** The server's refusal of the usage as a whole (e.g. more than one machine). */
  error?: string | null
  prefs: UnitPreferences
  onChange: (value: UsageForm) => void
}

/**
 * "Recurs by use" (issue 33): every N meters (in the user's length unit), running hours, finished
 * orders or days, whichever comes first; each optional. Loaded with the task form on demand.
 */
export default function UsageFieldset({ value, errors, error = null, prefs, onChange }: UsageFieldsetProps) {
  const { t } = useLingui()
  const outOfRange = t`Value out of range.`
  const field = (counter: UsageCounter, label: string, unit?: string) => (
    <NumberInput
      label={label}
      value={value[counter]}
      min={1}
      allowDecimal={false}
      allowNegative={false}
      hideControls
      decimalSeparator={prefs.decimalSeparator}
      thousandSeparator={prefs.thousandsSeparator}
      rightSection={unit}
      rightSectionWidth={unit ? 48 : undefined}
      error={errors[counter] ? outOfRange : undefined}
      onChange={(v) => onChange({ ...value, [counter]: typeof v === 'number' ? v : '' })}
    />
  )
  return (
    <Fieldset legend={t`Recurs by use (optional)`}>
      <Text size="sm" c="dimmed" mb="xs">
        {t`A work order is planned when the task's one machine reaches the first of these; the counters start again when that work order is done.`}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {field('meters', t`Length printed (good and waste)`, prefs.length)}
        {field('hours', t`Running hours`, 'h')}
        {field('orders', t`Finished orders`)}
        {field('days', t`Days`)}
      </SimpleGrid>
      {error ? (
        <Text size="sm" c="red" mt="xs" role="alert">
          {error}
        </Text>
      ) : null}
    </Fieldset>
  )
}
