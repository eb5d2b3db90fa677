import { useLingui } from '@lingui/react/macro'
import { UnstyledButton } from '@mantine/core'
import { lazy, type ReactElement } from 'react'
import type { ColumnChoiceMenuProps } from './column-choice-menu'
import { Deferred } from './deferred'

const loadMenu = () => import('./column-choice-menu')
// lazy() drops the menu's type parameter: restored for the column keys.
const ColumnChoiceMenu = lazy(loadMenu) as <K extends string>(props: ColumnChoiceMenuProps<K>) => ReactElement

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
  const button = (
    <UnstyledButton className="pp-column-choice" aria-label={t`Column ${label}: choose what it shows`}>
      {label} ▾
    </UnstyledButton>
  )
  // The menu and its positioning code load on the first approach (a table of every column's
  // choice is on first screens with a JavaScript budget, issue 30).
  return (
    <Deferred preload={loadMenu} placeholder={button}>
      <ColumnChoiceMenu target={button} options={options} value={value} onChange={onChange} />
    </Deferred>
  )
}
