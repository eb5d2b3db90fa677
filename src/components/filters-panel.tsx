import { Trans } from '@lingui/react/macro'
import { Button, Collapse } from '@mantine/core'
import { useDisclosure, useMediaQuery } from '@mantine/hooks'
import { type ReactNode, useState } from 'react'

/**
 * How many filters are set in a search: each set field counts once, and a day range (from, to)
 * counts as one filter. What the phone's "Filters" button tells before it is opened.
 */
export function activeFilterCount(filters: object): number {
  const { from, to, ...rest } = filters as Record<string, unknown>
  const set = Object.values(rest).filter(
    (v) => v !== undefined && !(Array.isArray(v) && v.length === 0),
  ).length
  return set + (from || to ? 1 : 0)
}

/**
 * On a phone a filter bar would fill screens before the first result: the filters fold behind a
 * button that says how many are set. From 768 px they are always shown.
 */
export function FiltersPanel({ count, children }: { count: number; children: ReactNode }) {
  // Read at the first render: a phone must not build the whole filter bar (pickers, selects) first
  // and fold it a moment later (blocking time on a slow phone, issue 30).
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false })
  const [opened, { toggle }] = useDisclosure(false)
  // Folded filters are built the first time they are opened, then kept (their state and the fold's animation).
  const [built, setBuilt] = useState(false)
  if (opened && !built) setBuilt(true)
  if (!phone) return children
  return (
    <>
      <Button
        variant="default"
        size="xs"
        onClick={toggle}
        aria-expanded={opened}
        style={{ alignSelf: 'flex-start' }}
      >
        {count > 0 ? <Trans>Filters ({count})</Trans> : <Trans>Filters</Trans>}
      </Button>
      <Collapse expanded={opened}>{built || opened ? children : null}</Collapse>
    </>
  )
}
