import { Trans, useLingui } from '@lingui/react/macro'
import { Center, Group, Stack, Table, Text } from '@mantine/core'
import { Link, useNavigate } from '@tanstack/react-router'
import { ColumnChoice } from '@/components/column-choice'
import { MachineLineBadge } from '@/components/production/machine-line-badge'
import type { HistoricRow } from '@/contract/historic'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import { orderDetailHref, rowLinkHandlers } from '@/lib/navigation/open-row'
import { historicCell } from '../model/cell-values'
import { type ColumnChoices, type ColumnId, fieldsOffered } from '../model/columns'
import { useFieldLabels } from './field-labels'

interface ResultsTableProps {
  rows: readonly HistoricRow[]
  prefs: UnitPreferences
  currency: string
  choices: ColumnChoices
  onChoose: (id: ColumnId, field: string) => void
  flexoOrOffset: boolean
  showCosts: boolean
}

/** Switchable columns, and from which width each is shown (the rest hide on small screens). */
const columns: { id: ColumnId; visibleFrom?: 'xs' | 'sm' | 'md' | 'lg' }[] = [
  { id: 'who' },
  { id: 'material', visibleFrom: 'md' },
  { id: 'time', visibleFrom: 'xs' },
  { id: 'speed', visibleFrom: 'lg' },
  { id: 'meters', visibleFrom: 'sm' },
  { id: 'rolls' },
  { id: 'cost', visibleFrom: 'md' },
]

/** The historical results (spec 000 §2.4): a row opens the order; ctrl/middle-click a new tab. */
export function ResultsTable({
  rows,
  prefs,
  currency,
  choices,
  onChoose,
  flexoOrOffset,
  showCosts,
}: ResultsTableProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const labels = useFieldLabels()
  const shown = columns.filter((c) => c.id !== 'cost' || showCosts)
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
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table highlightOnHover verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Machine`}</Table.Th>
            {shown.map((c) => (
              <Table.Th key={c.id} visibleFrom={c.visibleFrom}>
                <ColumnChoice
                  options={fieldsOffered(c.id, flexoOrOffset).map((f) => ({
                    key: f as string,
                    label: labels[f],
                  }))}
                  value={choices[c.id]}
                  onChange={(field) => onChoose(c.id, field)}
                />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
              <Table.Tr key={row.id} className="pp-clickable-row" {...rowLinkHandlers(href, open)}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <MachineLineBadge line={row.machineLine} />
                    <Link
                      to="/machine-control/$machineHashCode/$idOnMachine/$insertTimestamp"
                      params={params}
                      className="pp-plain-link"
                    >
                      <Text span size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                        {row.machine}
                      </Text>
                    </Link>
                  </Group>
                </Table.Td>
                {shown.map((c) => (
                  <Table.Td key={c.id} visibleFrom={c.visibleFrom}>
                    {historicCell(row, choices[c.id], prefs, currency)}
                  </Table.Td>
                ))}
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
