import { useLingui } from '@lingui/react/macro'
import { MultiSelect, type MultiSelectProps, Pill } from '@mantine/core'

export interface IdOption {
  id: number
  name: string
}

type CompactMultiSelectProps = Omit<MultiSelectProps, 'data' | 'value' | 'onChange' | 'renderPill'> & {
  options: readonly IdOption[]
  value: readonly number[] | undefined
  onChange: (ids: number[]) => void
}

/** Pills shown before the rest collapse into an ellipsis (spec 000 §2.4). */
export const VISIBLE_PILLS = 2

/**
 * A multi-select of ids that shows the first two labels followed by an ellipsis (spec 000 §2.4),
 * so a filter with ten customers keeps one line in the filter bar.
 */
export function CompactMultiSelect({ options, value, onChange, ...props }: CompactMultiSelectProps) {
  const { t } = useLingui()
  const selected = (value ?? []).map(String)
  const hidden = Math.max(0, selected.length - VISIBLE_PILLS)
  return (
    <MultiSelect
      {...props}
      data={options.map((o) => ({ value: String(o.id), label: o.name }))}
      value={selected}
      onChange={(values) => onChange(values.map(Number))}
      searchable
      clearable
      hidePickedOptions={false}
      comboboxProps={{ withinPortal: true }}
      renderPill={({ option, value: pillValue, onRemove }) => {
        const index = selected.indexOf(String(pillValue))
        if (index < VISIBLE_PILLS) {
          return (
            <Pill withRemoveButton onRemove={onRemove}>
              {/* Before the options arrive (a pre-selected id from the URL), the id stands in. */}
              {option?.label ?? String(pillValue)}
            </Pill>
          )
        }
        return index === VISIBLE_PILLS ? <Pill aria-label={t`and ${hidden} more`}>…</Pill> : null
      }}
    />
  )
}
