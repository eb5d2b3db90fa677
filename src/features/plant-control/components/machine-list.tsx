import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Group, Table, VisuallyHidden } from '@mantine/core'
import { useLocalStorage } from '@mantine/hooks'
import { Link, useNavigate } from '@tanstack/react-router'
import { ColumnChoice } from '@/components/column-choice'
import { IconHistory } from '@/components/icons'
import { LazyTooltip } from '@/components/lazy-tooltip'
import { MachineLineBadge } from '@/components/production/machine-line-badge'
import { MachineStateBadge } from '@/components/production/machine-state-badge'
import { StopLine } from '@/components/production/stop-line'
import { TruncatedText } from '@/components/truncated-text'
import { formatDateTime } from '@/lib/format/date'
import { formatLength, formatSpeed } from '@/lib/format/measures'
import { formatNumber } from '@/lib/format/number'
import { JOB_REFERENCE_MAX_LENGTH, NAME_MAX_LENGTH } from '@/lib/format/truncate'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import { orderDetailHref, rowLinkHandlers } from '@/lib/navigation/open-row'
import type { MachineView } from '@/lib/production/machine-view'
import {
  defaultListColumns,
  LIST_COLUMNS_KEY,
  type ListColumns,
  parseListColumns,
} from '../model/list-columns'
import { RequestMaintenanceIcon } from './request-maintenance'

/**
 * The list view (spec 000 §2.3): one row per machine, its line icon and state beside the name, and
 * a stopped machine's reason and time (issue 31); speed and last sync from large screens up.
 */
export function MachineList({
  views,
  prefs,
  now,
}: {
  views: readonly MachineView[]
  prefs: UnitPreferences
  /** The page's ticking clock (stop durations). */
  now: number
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [stored, setColumns] = useLocalStorage<ListColumns>({
    key: LIST_COLUMNS_KEY,
    defaultValue: defaultListColumns,
  })
  const columns = parseListColumns(stored)
  const choose =
    <K extends keyof ListColumns>(key: K) =>
    (value: ListColumns[K]) =>
      setColumns({ ...columns, [key]: value })

  return (
    <Table.ScrollContainer minWidth={0}>
      <Table highlightOnHover verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Machine`}</Table.Th>
            <Table.Th>
              <ColumnChoice
                options={[
                  { key: 'order', label: t`Order` },
                  { key: 'job', label: t`Job` },
                ]}
                value={columns.reference}
                onChange={choose('reference')}
              />
            </Table.Th>
            <Table.Th visibleFrom="md">{t`Customer`}</Table.Th>
            <Table.Th visibleFrom="md">{t`Operator`}</Table.Th>
            <Table.Th visibleFrom="sm">
              <ColumnChoice
                options={[
                  { key: 'start', label: t`Start` },
                  { key: 'inactivity', label: t`Inactivity` },
                ]}
                value={columns.time}
                onChange={choose('time')}
              />
            </Table.Th>
            <Table.Th visibleFrom="lg">{t`Speed`}</Table.Th>
            <Table.Th>
              <ColumnChoice
                options={[
                  { key: 'meters', label: t`Meters` },
                  { key: 'progress', label: t`Progress` },
                ]}
                value={columns.meters}
                onChange={choose('meters')}
              />
            </Table.Th>
            <Table.Th visibleFrom="lg">{t`Last sync`}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t`Historical`}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {views.map((view) => {
            const { record, effective, orderPath } = view
            const href = orderPath
              ? orderDetailHref(orderPath.machineHashCode, orderPath.idOnMachine, orderPath.insertTimestamp)
              : null
            const handlers =
              orderPath && href
                ? rowLinkHandlers(href, () =>
                    navigate({
                      to: '/machine-control/$machineHashCode/$idOnMachine/$insertTimestamp',
                      params: orderPath,
                    }),
                  )
                : {}
            const reference = columns.reference === 'order' ? record.poReference : record.jobReference
            const time = columns.time === 'start' ? record.poDateStart : record.inactivityDateStart
            return (
              <Table.Tr
                key={record.machineId}
                className={`pp-machine-list-row pp-state-${effective.state}`}
                {...handlers}
              >
                <Table.Td className="pp-machine-list-machine">
                  <Group gap={6} wrap="nowrap">
                    <MachineLineBadge line={record.machineLineName} />
                    {orderPath ? (
                      <Link
                        to="/machine-control/$machineHashCode/$idOnMachine/$insertTimestamp"
                        params={orderPath}
                        className="pp-plain-link"
                      >
                        <TruncatedText text={record.machineName} max={NAME_MAX_LENGTH} fw={600} />
                      </Link>
                    ) : (
                      <TruncatedText text={record.machineName} max={NAME_MAX_LENGTH} fw={600} />
                    )}
                  </Group>
                  <MachineStateBadge state={effective.state} stale={effective.stale} />
                  <StopLine view={view} now={now} />
                </Table.Td>
                <Table.Td>
                  <TruncatedText
                    text={reference}
                    max={columns.reference === 'job' ? JOB_REFERENCE_MAX_LENGTH : NAME_MAX_LENGTH}
                  />
                </Table.Td>
                <Table.Td visibleFrom="md">{record.customerName ?? '-'}</Table.Td>
                <Table.Td visibleFrom="md">{record.operatorName ?? '-'}</Table.Td>
                <Table.Td visibleFrom="sm">{formatDateTime(time)}</Table.Td>
                <Table.Td visibleFrom="lg">{formatSpeed(effective.speed, prefs)}</Table.Td>
                <Table.Td>
                  {view.progress === null && !effective.showProgress
                    ? '-'
                    : columns.meters === 'meters'
                      ? formatLength(record.poDoneMeter, prefs)
                      : `${formatNumber(view.progress, prefs, { decimals: 1 })}%`}
                </Table.Td>
                <Table.Td visibleFrom="lg">{formatDateTime(record.machineLastTransactionAt)}</Table.Td>
                <Table.Td>
                  <Group gap={0} wrap="nowrap">
                    <LazyTooltip label={t`Historical of ${record.machineName}`}>
                      <ActionIcon
                        renderRoot={(props) => (
                          <Link {...props} to="/historical" search={{ machine: [record.machineId] }} />
                        )}
                        variant="subtle"
                        aria-label={t`Historical of ${record.machineName}`}
                      >
                        <IconHistory size={18} />
                      </ActionIcon>
                    </LazyTooltip>
                    <RequestMaintenanceIcon view={view} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
