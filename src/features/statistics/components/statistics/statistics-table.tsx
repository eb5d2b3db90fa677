import { useLingui } from '@lingui/react/macro'
import { Group, Pagination, Select, Table, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import type { DataGrouping, TraceabilityRecord } from '@/contract/statistics'
import { lengthIn, speedIn } from '@/lib/format/measures'
import { unitSymbol } from '@/lib/messages/quantity-units'
import { hoursMinutes, ink } from '../../model/format'
import { periodName } from '../../model/statistics-view'

/** Spec 001 §9. */
const PAGE_SIZES = [10, 25, 50, 100] as const

const whole = (v: number) => Math.round(v).toLocaleString()
const inactive = (r: TraceabilityRecord) =>
  r.durationInactivityCm + r.durationInactivityAa + r.durationInactivityEg
const poweroff = (r: TraceabilityRecord) => r.durationPoweroffCm + r.durationPoweroffAa + r.durationPoweroffEg

/**
 * The records as a table (spec 001 §2.1, §9): per period and machine, times in h:mm, meters and
 * speeds in the user's units, orders, and ink (4 decimals) and printed codes only when every machine is
 * digital; a paginator with page sizes 10, 25, 50, 100 and "Showing X of N (first-last)". It
 * scrolls sideways inside itself, never the page.
 */
export function StatisticsTable({
  records,
  grouping,
  digital,
}: {
  records: TraceabilityRecord[]
  grouping: DataGrouping
  digital: boolean
}) {
  const { t, i18n } = useLingui()
  const prefs = useUnitPreferences()
  const [size, setSize] = useState<number>(PAGE_SIZES[0])
  const [page, setPage] = useState(1)
  const total = records.length
  const pages = Math.max(1, Math.ceil(total / size))
  // A new answer or a bigger page size can leave the page past the end.
  useEffect(() => {
    if (page > pages) setPage(1)
  }, [page, pages])
  const rows = [...records].sort((a, b) =>
    a.label === b.label ? a.machineName.localeCompare(b.machineName) : a.label < b.label ? -1 : 1,
  )
  const start = (Math.min(page, pages) - 1) * size
  const visible = rows.slice(start, start + size)
  const shown = visible.length
  const first = total === 0 ? 0 : start + 1
  const last = start + shown
  const lengthUnit = prefs.length
  const speedUnit = prefs.speed
  const columns = [
    t`Date`,
    t`Machine`,
    t`Mechanical change`,
    t`Adjustment`,
    t`Turning`,
    t`Inactivity`,
    t`Power off`,
    t`Productive meters (${lengthUnit})`,
    t`Non-productive meters (${lengthUnit})`,
    t`Speed (${speedUnit})`,
    t`Turning speed (${speedUnit})`,
    t`Orders`,
    ...(digital ? [`${t`Ink`} (${unitSymbol(i18n, 'L')})`, t`Printed codes`] : []),
  ]
  return (
    <>
      <Table.ScrollContainer minWidth={digital ? 1280 : 1100} type="native">
        <Table striped highlightOnHover verticalSpacing={4} fz="sm" data-testid="statistics-table">
          <Table.Thead>
            <Table.Tr>
              {columns.map((c, i) => (
                <Table.Th key={c} ta={i > 1 ? 'right' : undefined} style={{ whiteSpace: 'nowrap' }}>
                  {c}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((r) => (
              <Table.Tr key={`${r.label}-${r.machineId}`} style={{ whiteSpace: 'nowrap' }}>
                <Table.Td>{periodName(r.label, grouping)}</Table.Td>
                <Table.Td>{r.machineName}</Table.Td>
                <Table.Td ta="right">{hoursMinutes(r.durationCm)}</Table.Td>
                <Table.Td ta="right">{hoursMinutes(r.durationAa)}</Table.Td>
                <Table.Td ta="right">{hoursMinutes(r.durationEg)}</Table.Td>
                <Table.Td ta="right">{hoursMinutes(inactive(r))}</Table.Td>
                <Table.Td ta="right">{hoursMinutes(poweroff(r))}</Table.Td>
                <Table.Td ta="right">{whole(lengthIn(r.meterEg, prefs))}</Table.Td>
                <Table.Td ta="right">{whole(lengthIn(r.meterCm + r.meterAa, prefs))}</Table.Td>
                <Table.Td ta="right">{whole(speedIn(r.speedTotal, prefs))}</Table.Td>
                <Table.Td ta="right">{whole(speedIn(r.speedTurning, prefs))}</Table.Td>
                <Table.Td ta="right" data-testid="orders">
                  {r.numOrders}
                </Table.Td>
                {digital ? (
                  <>
                    <Table.Td ta="right">{ink(r.inkConsumedLiter)}</Table.Td>
                    <Table.Td ta="right">{r.totalPrintedCode}</Table.Td>
                  </>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="xs" gap="xs" wrap="wrap">
        <Text size="xs" c="dimmed" data-testid="table-range">
          {t`Showing ${shown} of ${total} (${first}-${last})`}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Select
            size="xs"
            w={80}
            aria-label={t`Rows per page`}
            allowDeselect={false}
            value={String(size)}
            data={PAGE_SIZES.map(String)}
            onChange={(v) => {
              setSize(Number(v ?? PAGE_SIZES[0]))
              setPage(1)
            }}
          />
          {pages > 1 ? (
            <Pagination
              size="sm"
              total={pages}
              value={Math.min(page, pages)}
              onChange={setPage}
              siblings={0}
              boundaries={1}
              getControlProps={(control) => ({
                'aria-label': control === 'next' ? t`Next page` : t`Previous page`,
              })}
            />
          ) : null}
        </Group>
      </Group>
    </>
  )
}
