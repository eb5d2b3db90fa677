import { Menu } from '@mantine/core'
import type { ReactElement } from 'react'
import type { ColumnOption } from './column-choice'

export interface ColumnChoiceMenuProps<K extends string> {
  /** The header button, as column-choice.tsx draws it closed. */
  target: ReactElement
  options: readonly ColumnOption<K>[]
  value: K
  onChange: (key: K) => void
}

/** The list of column-choice.tsx, loaded when the header is first clicked, and mounted open. */
export default function ColumnChoiceMenu<K extends string>({
  target,
  options,
  value,
  onChange,
}: ColumnChoiceMenuProps<K>) {
  return (
    <Menu position="bottom-start" withinPortal defaultOpened>
      <Menu.Target>{target}</Menu.Target>
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
