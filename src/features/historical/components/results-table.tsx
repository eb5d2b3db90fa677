import './results-table.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { Center, Group, Loader, Stack, Table, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { lazy, type ReactNode, Suspense, useEffect } from 'react'
import type { HistoricRow } from '@/contract/historic'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import { historicCell } from '../model/cell-values'
import type { ColumnChoices, ColumnId } from '../model/columns'
import { HistoricColumnChoice, OrderMachine, useOpenOrder } from './order-row-parts'

// The phone's cards load apart: a wider screen never needs them (the historical first-load budget).
const loadCards = () => import('./result-cards')
const ResultCards = lazy(() => loadCards().then((m) => ({ default: m.ResultCards })))

/**
 * True below 611 px (the theme's xs), where the results are cards, read at the first render (no
 * table built and replaced); on a phone the cards' code starts loading at once, beside the search.
 */
export function usePhoneResults(): boolean {
  const phone = useMediaQuery('(max-width: 38.18em)', false, { getInitialValueInEffect: false })
  useEffect(() => {
    if (phone) void loadCards()
  }, [phone])
  return phone
}

interface ResultsTableProps {
  rows: readonly HistoricRow[]
  prefs: UnitPreferences
  currency: string
  choices: ColumnChoices
  onChoose: (id: ColumnId, field: string) => void
  flexoOrOffset: boolean
  showCosts: boolean
  /** usePhoneResults(): cards instead of the table. */
  phone: boolean
  /**
   * What follows the rows (the bottom paginator): drawn with them, so that it never stands where
   * the phone's cards will be while their code loads, and then moves down (a layout shift).
   */
  footer?: ReactNode
}

/**
 * The switchable columns, all of them at every width: a phone gets them as cards, a wider screen
 * as a table that scrolls sideways inside its frame, the machine column held at its left edge.
 */
const columns: readonly ColumnId[] = ['who', 'material', 'time', 'speed', 'meters', 'rolls', 'cost']

/**
 * The historical results (spec 000 §2.4): a row opens the order; ctrl/middle-click a new tab. On a
 * phone (below 611 px) a card per order (result-cards.tsx); from 611 px the table, which scrolls
 * sideways inside its frame when its columns need more than the screen has (a tablet at 768 px),
 * rather than hiding columns a manager could then not reach.
 */
export function ResultsTable({
  rows,
  prefs,
  currency,
  choices,
  onChoose,
  flexoOrOffset,
  showCosts,
  phone,
  footer,
}: ResultsTableProps) {
  const { t } = useLingui()
  const openOrder = useOpenOrder()
  const shown = columns.filter((id) => id !== 'cost' || showCosts)
  if (rows.length === 0) {
    return (
      <Center py={48}>
        <Stack align="center" gap={4}>
          <Text fw={600}>
            <Trans>Nothing to show</Trans>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>No order matches these filters.</Trans>
          </Text>
        </Stack>
      </Center>
    )
  }
  if (phone) {
    return (
      <Suspense
        fallback={
          <Group justify="center" py="xl">
            <Loader aria-label={t`Loading orders`} />
          </Group>
        }
      >
        <ResultCards
          rows={rows}
          prefs={prefs}
          currency={currency}
          choices={choices}
          onChoose={onChoose}
          flexoOrOffset={flexoOrOffset}
          columns={shown}
        />
        {footer}
      </Suspense>
    )
  }
  return (
    <>
      <Table.ScrollContainer minWidth={0} type="native">
        <Table highlightOnHover verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th className="pp-sticky-cell">{t`Machine`}</Table.Th>
              {shown.map((id) => (
                <Table.Th key={id}>
                  <HistoricColumnChoice
                    id={id}
                    choices={choices}
                    onChoose={onChoose}
                    flexoOrOffset={flexoOrOffset}
                  />
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              return (
                <Table.Tr key={row.id} className="pp-clickable-row" {...openOrder(row)}>
                  <Table.Td className="pp-sticky-cell">
                    <OrderMachine row={row} wrap="nowrap" />
                  </Table.Td>
                  {shown.map((id) => (
                    <Table.Td key={id} style={{ whiteSpace: 'nowrap' }}>
                      {historicCell(row, choices[id], prefs, currency)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {footer}
    </>
  )
}
