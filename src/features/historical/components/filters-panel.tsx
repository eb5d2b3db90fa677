import { Trans } from '@lingui/react/macro'
import { Button, Collapse } from '@mantine/core'
import { useDisclosure, useMediaQuery } from '@mantine/hooks'
import type { ReactNode } from 'react'
import type { HistoricalFilters } from '../model/search-params'

/** How many filters are set: what the phone's "Filters" button tells before it is opened. */
export function activeFilterCount(filters: HistoricalFilters): number {
  const { from, to, ...rest } = filters
  const set = Object.values(rest).filter(
    (v) => v !== undefined && !(Array.isArray(v) && v.length === 0),
  ).length
  return set + (from || to ? 1 : 0)
}

/**
 * On a phone the eleven filters would fill three screens before the first order: they fold behind
 * a button that says how many are set. From 768 px they are always shown, in their two rows.
 */
export function FiltersPanel({ filters, children }: { filters: HistoricalFilters; children: ReactNode }) {
  const phone = useMediaQuery('(max-width: 47.99em)', false)
  const [opened, { toggle }] = useDisclosure(false)
  if (!phone) return children
  const count = activeFilterCount(filters)
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
      <Collapse expanded={opened}>{children}</Collapse>
    </>
  )
}
