import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { IconExternal } from '@/components/icons'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import type { BoardCatalog, PreparedOrder } from '@/contract/genius-board'
import { formatLength, formatWidth } from '@/lib/format/measures'
import { OrderActions } from './order-actions'
import { OrderDecks } from './order-decks'
import { OrderStateBadge } from './order-state-badge'
import { OrderTimeline } from './order-timeline'

function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  )
}

/**
 * A prepared order as it is (spec 000 §1): its fields, decks or recipe, the state timeline and the
 * actions its state allows; once the machine has started it, the way to its production order.
 */
export function OrderDetail({
  order,
  catalog,
  onEdit,
}: {
  order: PreparedOrder
  catalog: BoardCatalog | undefined
  onEdit: () => void
}) {
  const { t } = useLingui()
  const prefs = useUnitPreferences()
  const material = catalog?.materials.find((m) => m.id === order.materialId)?.name ?? `#${order.materialId}`
  const usedDecks = order.decks.some((d) => d.inkId !== null)
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} miw={0}>
          <Group gap="xs" wrap="wrap">
            <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {order.reference}
            </Title>
            <OrderStateBadge state={order.state} size="lg" />
          </Group>
          <Text size="sm" c="dimmed">
            {order.machineName}
          </Text>
        </Stack>
        {order.productionOrder ? (
          <Button
            variant="light"
            leftSection={<IconExternal size={16} />}
            renderRoot={(props) => (
              <Link
                {...props}
                to="/machine-control/$machineHashCode/$idOnMachine/$insertTimestamp"
                params={order.productionOrder ?? undefined}
              />
            )}
          >
            <Trans>Open the production order</Trans>
          </Button>
        ) : null}
      </Group>
      <OrderActions order={order} onEdit={onEdit} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Card withBorder padding="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Field label={t`Job name`}>{order.jobName}</Field>
            <Field label={t`Customer`}>{order.customer}</Field>
            <Field label={t`Machine`}>{order.machineName}</Field>
            <Field label={t`Material`}>{material}</Field>
            <Field label={t`Width`}>{formatWidth(order.width, prefs)}</Field>
            <Field label={t`Target`}>{formatLength(order.targetMeter, prefs)}</Field>
            {order.sharedJobId !== null ? (
              <Field label={t`Recipe (shared job)`}>
                {order.sharedJobReference ?? `#${order.sharedJobId}`}
              </Field>
            ) : null}
            <Field label={t`Prepared by`}>{order.createdBy}</Field>
          </SimpleGrid>
        </Card>
        <Card withBorder padding="md" component="section" aria-label={t`State`}>
          <OrderTimeline order={order} />
        </Card>
      </SimpleGrid>
      {order.decks.length > 0 ? (
        <Stack gap="xs" component="section" aria-label={t`Decks`}>
          <Title order={3} size="h5">
            <Trans>Decks</Trans>
          </Title>
          {usedDecks ? <OrderDecks decks={order.decks} /> : <Text c="dimmed">{t`No deck is used.`}</Text>}
        </Stack>
      ) : null}
    </Stack>
  )
}
