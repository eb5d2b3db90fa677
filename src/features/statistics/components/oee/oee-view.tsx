import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Badge, Group, Popover, Stack, Table, Text } from '@mantine/core'
import { IconInfoCircle } from '@/components/icons'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import type { TraceabilityRecord } from '@/contract/statistics'
import { formatDate } from '@/lib/format/date'
import { formatNumber } from '@/lib/format/number'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import { useMachineObjectives } from '../../api/get-objectives'
import type { Oee } from '../../model/oee'
import { oeeRows } from '../../model/oee-view'

/** A ratio as a percentage with one decimal and the user's separators ("–" when not computable). */
const percentWith = (prefs: UnitPreferences) => (value: number | null) =>
  value === null ? '–' : `${formatNumber(value * 100, prefs, { decimals: 1 })}\u00a0%`

/** The OEE against the machine's objective: green at or above it, red below, plain without one. */
function OeeBadge({ figures, objective }: { figures: Oee; objective: Oee | null }) {
  const percent = percentWith(useUnitPreferences())
  const colour =
    figures.oee === null || objective?.oee == null ? 'gray' : figures.oee >= objective.oee ? 'green' : 'red'
  return (
    <Badge color={colour} variant="light" size="lg" radius="sm">
      {percent(figures.oee)}
    </Badge>
  )
}

/** The ISO 22400 formulas and the stored quantities they use, written out for the manager. */
function OeeHelp() {
  const { t } = useLingui()
  return (
    <Popover width={340} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t`How the OEE is computed`}>
          <IconInfoCircle size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            <Trans>OEE = availability × performance × quality (ISO 22400)</Trans>
          </Text>
          <Text size="xs">
            <Trans>
              Availability: production time (state time less power-off and inactivities) over planned time
              (state time less power-off).
            </Trans>
          </Text>
          <Text size="xs">
            <Trans>
              Performance: the time all meters would take at the machine's top speed, over the production
              time.
            </Trans>
          </Text>
          <Text size="xs">
            <Trans>Quality: turning meters over all meters (change and adjustment meters are waste).</Trans>
          </Text>
          <Text size="xs" c="dimmed">
            <Trans>
              Objective: the same factors from the averages of the machine's last 20 finished orders, as in
              the order detail.
            </Trans>
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  )
}

/**
 * The OEE view (issue 14, beyond the spec): per period and machine, then per machine over the
 * range, availability, performance, quality and OEE, the OEE marked against the machine's
 * objective.
 */
export function OeeView({ records }: { records: TraceabilityRecord[] }) {
  const { t } = useLingui()
  const percent = percentWith(useUnitPreferences())
  const machineIds = [...new Set(records.map((r) => r.machineId))]
  const objectives = useMachineObjectives(machineIds)
  const rows = oeeRows(records, objectives.data ?? [])
  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        <OeeHelp />
      </Group>
      <Table.ScrollContainer minWidth={560}>
        <Table striped data-testid="oee-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Period</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Machine</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Availability</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Performance</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Quality</Trans>
              </Table.Th>
              <Table.Th ta="right">{t`OEE`}</Table.Th>
              <Table.Th ta="right">
                <Trans>Objective</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr
                key={`${row.machineId}-${row.label ?? 'all'}`}
                fw={row.label === null ? 700 : undefined}
              >
                <Table.Td>{row.label === null ? t`Whole range` : formatDate(row.label)}</Table.Td>
                <Table.Td>{row.machineName}</Table.Td>
                <Table.Td ta="right">{percent(row.figures.availability)}</Table.Td>
                <Table.Td ta="right">{percent(row.figures.performance)}</Table.Td>
                <Table.Td ta="right">{percent(row.figures.quality)}</Table.Td>
                <Table.Td ta="right">
                  <OeeBadge figures={row.figures} objective={row.objective} />
                </Table.Td>
                <Table.Td ta="right">{percent(row.objective?.oee ?? null)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  )
}
