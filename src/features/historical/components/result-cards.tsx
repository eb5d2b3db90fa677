import { useLingui } from '@lingui/react/macro'
import { Box, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import type { HistoricRow } from '@/contract/historic'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import { historicCell } from '../model/cell-values'
import type { ColumnChoices, ColumnId } from '../model/columns'
import { useFieldLabels } from './field-labels'
import { HistoricColumnChoice, OrderMachine, useOpenOrder } from './order-row-parts'

interface ResultCardsProps {
  rows: readonly HistoricRow[]
  prefs: UnitPreferences
  currency: string
  choices: ColumnChoices
  onChoose: (id: ColumnId, field: string) => void
  flexoOrOffset: boolean
  columns: readonly ColumnId[]
}

/**
 * The results on a phone (below 611 px): one card per order with every column of the table, each
 * named, instead of a table cut at the screen's edge. The column choices (spec 000 §2.4) stay
 * reachable above the cards; a card opens the order as a row does (ctrl/middle-click a new tab).
 */
export function ResultCards({
  rows,
  prefs,
  currency,
  choices,
  onChoose,
  flexoOrOffset,
  columns,
}: ResultCardsProps) {
  const { t } = useLingui()
  const openOrder = useOpenOrder()
  const labels = useFieldLabels()
  return (
    <Stack gap="xs">
      <Group gap="xs" fz="sm" role="group" aria-label={t`Fields shown`}>
        {columns.map((id) => (
          <HistoricColumnChoice
            key={id}
            id={id}
            choices={choices}
            onChoose={onChoose}
            flexoOrOffset={flexoOrOffset}
          />
        ))}
      </Group>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => {
          return (
            <Box
              key={row.id}
              component="li"
              p="sm"
              bd="1px solid var(--mantine-color-default-border)"
              bdrs="md"
              className="pp-clickable-row"
              {...openOrder(row)}
            >
              <Box mb={6}>
                <OrderMachine row={row} wrap="truncate" />
              </Box>
              <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
                {columns.map((id) => (
                  <Box key={id} miw={0}>
                    <Text size="xs" c="dimmed" truncate="end">
                      {labels[choices[id]]}
                    </Text>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {historicCell(row, choices[id], prefs, currency)}
                    </Text>
                  </Box>
                ))}
              </SimpleGrid>
            </Box>
          )
        })}
      </Stack>
    </Stack>
  )
}
