import { Trans } from '@lingui/react/macro'
import { Card, Group, Stack, Table, Text } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { AnchorLink } from '@/components/anchor-link'
import type { MaintenanceEvent } from '@/contract/maintenance'
import { formatDate } from '@/lib/format/date'
import { rowLinkHandlers } from '@/lib/navigation/open-row'
import { RiskBadge, StateBadge } from '../event-badges'
import { useMaintenanceLabels } from '../labels'
import { PendingBadge } from '../pending/pending-badge'
import { useShownEvents } from '../pending/use-shown-events'
import { useRecurrenceText } from '../recurrence-text'

const detailHref = (id: number) => `/maintenance/events/${id}`

function EventTitle({ event }: { event: MaintenanceEvent }) {
  return (
    <AnchorLink to="/maintenance/events/$event" params={{ event: String(event.id) }} fw={600}>
      {event.taskName}
    </AnchorLink>
  )
}

/**
 * Work orders as a table (992 px and wider) and as cards (phones, tablets): a row or card opens the
 * work order. Each shows as this device left it, with what it has not sent yet; `day` keeps those
 * on that day (the calendar's day list).
 */
export function EventResults({ events: fromServer, day }: { events: MaintenanceEvent[]; day?: string }) {
  const labels = useMaintenanceLabels()
  const recurrence = useRecurrenceText()
  const { shown, pending } = useShownEvents(fromServer)
  const events = day ? shown.filter((e) => e.date === day) : shown
  const navigate = useNavigate()
  const open = (id: number) => () =>
    navigate({ to: '/maintenance/events/$event', params: { event: String(id) } })
  return (
    <>
      <Table.ScrollContainer minWidth={760} visibleFrom="md">
        <Table highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Day</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Task</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Machine</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Asset</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Operator</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Frequency</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Risk</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>State</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.map((e) => (
              <Table.Tr
                key={e.id}
                style={{ cursor: 'pointer' }}
                {...rowLinkHandlers(detailHref(e.id), open(e.id))}
              >
                <Table.Td>{formatDate(e.date)}</Table.Td>
                <Table.Td>
                  <EventTitle event={e} />
                  <Text size="xs" c="dimmed">
                    {labels.types[e.type]} · {labels.conditions[e.condition]}
                  </Text>
                </Table.Td>
                <Table.Td>{e.machineName ?? '-'}</Table.Td>
                <Table.Td>{e.assetName ?? '-'}</Table.Td>
                <Table.Td>{e.operatorName ?? '-'}</Table.Td>
                <Table.Td>{recurrence(e)}</Table.Td>
                <Table.Td>
                  <RiskBadge risk={e.risk} />
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <StateBadge displayState={e.displayState} />
                    <PendingBadge work={pending.get(e.id)} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="xs" hiddenFrom="md">
        {events.map((e) => (
          <Card key={e.id} withBorder padding="sm" {...rowLinkHandlers(detailHref(e.id), open(e.id))}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} miw={0}>
                <EventTitle event={e} />
                <Text size="xs" c="dimmed">
                  {formatDate(e.date)} · {e.machineName ?? '-'}
                  {e.assetName ? ` · ${e.assetName}` : ''}
                </Text>
                <Text size="xs" c="dimmed">
                  {e.operatorName ?? '-'} · {recurrence(e)}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                <StateBadge displayState={e.displayState} />
                <RiskBadge risk={e.risk} />
                <PendingBadge work={pending.get(e.id)} />
              </Stack>
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  )
}
