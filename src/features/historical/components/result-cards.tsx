import { useLingui } from '@lingui/react/macro'
import { Box, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { Link, useNavigate } from '@tanstack/react-router'
import { ColumnChoice } from '@/components/column-choice'
import { MachineLineBadge } from '@/components/production/machine-line-badge'
import type { HistoricRow } from '@/contract/historic'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import { orderDetailHref, rowLinkHandlers } from '@/lib/navigation/open-row'
import { historicCell } from '../model/cell-values'
import { type ColumnChoices, type ColumnId, fieldsOffered } from '../model/columns'
import { useFieldLabels } from './field-labels'

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
  const navigate = useNavigate()
  const labels = useFieldLabels()
  return (
    <Stack gap="xs">
      <Group gap="xs" fz="sm" role="group" aria-label={t`Fields shown`}>
        {columns.map((id) => (
          <ColumnChoice
            key={id}
            options={fieldsOffered(id, flexoOrOffset).map((f) => ({ key: f as string, label: labels[f] }))}
            value={choices[id]}
            onChange={(field) => onChoose(id, field)}
          />
        ))}
      </Group>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => {
          const params = {
            machineHashCode: row.machineHashCode,
            idOnMachine: row.idM,
            insertTimestamp: row.insertTimestamp,
          }
          const href = orderDetailHref(row.machineHashCode, row.idM, row.insertTimestamp)
          const open = () =>
            navigate({ to: '/machine-control/$machineHashCode/$idOnMachine/$insertTimestamp', params })
          return (
            <Box
              key={row.id}
              component="li"
              p="sm"
              bd="1px solid var(--mantine-color-default-border)"
              bdrs="md"
              className="pp-clickable-row"
              {...rowLinkHandlers(href, open)}
            >
              <Group gap={6} wrap="nowrap" mb={6}>
                <MachineLineBadge line={row.machineLine} />
                <Link
                  to="/machine-control/$machineHashCode/$idOnMachine/$insertTimestamp"
                  params={params}
                  className="pp-plain-link"
                  style={{ minWidth: 0 }}
                >
                  <Text span size="sm" fw={600} truncate="end" display="block">
                    {row.machine}
                  </Text>
                </Link>
              </Group>
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
