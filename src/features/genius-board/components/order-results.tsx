import { Trans, useLingui } from '@lingui/react/macro'
import { Card, Group, Stack, Table, Text } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { AnchorLink } from '@/components/anchor-link'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import type { PreparedOrder } from '@/contract/genius-board'
import { formatDateTime } from '@/lib/format/date'
import { formatLength } from '@/lib/format/measures'
import { rowLinkHandlers } from '@/lib/navigation/open-row'
import { OrderStateBadge } from './order-state-badge'
import { usePlantZone } from './use-plant-zone'

const orderHref = (id: number) => `/genius-board/${id}`

function Reference({ order }: { order: PreparedOrder }) {
  return (
    <AnchorLink
      to="/genius-board/$order"
      params={{ order: String(order.id) }}
      fw={600}
      style={{ overflowWrap: 'anywhere' }}
    >
      {order.reference}
    </AnchorLink>
  )
}

/**
 * The prepared orders as a table from 992 px, as cards below (no sideways scroll at 360 px); a
 * row opens the order (ctrl- or middle-click: a new tab).
 */
export function OrderResults({ orders }: { orders: PreparedOrder[] }) {
  const { t } = useLingui()
  const prefs = useUnitPreferences()
  const zoneOf = usePlantZone()
  const navigate = useNavigate()
  const open = (id: number) => () => navigate({ to: '/genius-board/$order', params: { order: String(id) } })
  return (
    <>
      <Table.ScrollContainer minWidth={860} visibleFrom="md">
        <Table highlightOnHover verticalSpacing="xs" aria-label={t`Prepared orders`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Reference</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Job</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Customer</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Machine</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>State</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Target</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Updated</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((order) => (
              <Table.Tr
                key={order.id}
                className="pp-clickable-row"
                style={{ cursor: 'pointer' }}
                {...rowLinkHandlers(orderHref(order.id), open(order.id))}
              >
                <Table.Td>
                  <Reference order={order} />
                </Table.Td>
                <Table.Td>{order.jobName}</Table.Td>
                <Table.Td>{order.customer}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{order.machineName}</Table.Td>
                <Table.Td>
                  <OrderStateBadge state={order.state} />
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatLength(order.targetMeter, prefs)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(order.updatedAt, zoneOf(order.machineId))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="xs" hiddenFrom="md" role="list" aria-label={t`Prepared orders`}>
        {orders.map((order) => (
          <Card
            key={order.id}
            role="listitem"
            withBorder
            padding="sm"
            style={{ cursor: 'pointer' }}
            {...rowLinkHandlers(orderHref(order.id), open(order.id))}
          >
            <Stack gap={4} miw={0}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Reference order={order} />
                <OrderStateBadge state={order.state} />
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {order.jobName} · {order.customer}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {order.machineName} · {formatLength(order.targetMeter, prefs)} ·{' '}
                {formatDateTime(order.updatedAt, zoneOf(order.machineId))}
              </Text>
            </Stack>
          </Card>
        ))}
      </Stack>
    </>
  )
}
