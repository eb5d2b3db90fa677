import { useLingui } from '@lingui/react/macro'
import { Menu, UnstyledButton } from '@mantine/core'

export interface ColumnOption<K extends string> {
  key: K
  label: string
}

interface ColumnChoiceProps<K extends string> {
  options: readonly ColumnOption<K>[]
  value: K
  onChange: (key: K) => void
}

/**
 * A table header cell that chooses which field its column shows (spec 000 §2.3, §2.4): the header
 * names the field shown, and opens the list of the others. A menu rather than a row of icons
 * keeps the header one word wide on a 360 px phone.
 */
export function ColumnChoice<K extends string>({ options, value, onChange }: ColumnChoiceProps<K>) {
  const { t } = useLingui()
  const current = options.find((o) => o.key === value) ?? options[0]
  if (!current) return null
  const label = current.label
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <UnstyledButton className="pp-column-choice" aria-label={t`Column ${label}: choose what it shows`}>
          {label} ▾
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {options.map((option) => (
          <Menu.Item
            key={option.key}
            onClick={() => onChange(option.key)}
            fw={option.key === value ? 700 : undefined}
            aria-current={option.key === value || undefined}
          >
            {option.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
