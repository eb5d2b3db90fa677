import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import type { MaintenanceEventDetail } from '@/contract/maintenance'
import { editVerdict, eventFacts, type MaintenanceActor } from '@/contract/maintenance-rules'
import { formatNumber } from '@/lib/format/number'
import { customerJobOf, hasCustomerJob } from '../../model/customer-job'
import { needsAttention, type PendingWork } from '../../model/pending-changes'

// The form is loaded when opened: the work order is a first screen (tests/e2e/first-load.spec.ts).
const CustomerJobDialog = lazy(() =>
  import('./customer-job-dialog').then((m) => ({ default: m.CustomerJobDialog })),
)

/**
 * The customer and job a work order is done for (spec 001 §3), and their edit for whoever may act
 * on it: a change through the outbox like any other, so offline too.
 */
export function CustomerJobSection({
  event,
  work,
  actor,
}: {
  event: MaintenanceEventDetail
  work: PendingWork | undefined
  actor: MaintenanceActor
}) {
  const { t } = useLingui()
  const prefs = useUnitPreferences()
  const [open, setOpen] = useState(false)
  const num = (v: number | null, unit: string) =>
    v === null ? '-' : `${formatNumber(v, prefs, { decimals: 2, trimZeros: true })} ${unit}`
  const canEdit = editVerdict(actor, eventFacts(event)).allowed && !needsAttention(work)
  const given = customerJobOf(event)
  const { job } = given
  const facts: Array<[string, string]> = [
    [t`Customer`, given.customer ?? '-'],
    [t`Job`, job.name ?? '-'],
    [t`Job reference`, job.reference ?? '-'],
    [t`Grammage`, num(job.grammage, 'g/m²')],
    [t`Thickness`, num(job.thickness, 'µm')],
    [t`Width`, num(job.width, 'mm')],
    [t`Material`, job.material ?? '-'],
  ]
  return (
    <Card withBorder padding="md" data-testid="customer-job">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5">
            <Trans>Customer and job</Trans>
          </Title>
          {canEdit ? (
            <Button size="compact-sm" variant="default" onClick={() => setOpen(true)}>
              {hasCustomerJob(given) ? t`Edit customer and job` : t`Add customer and job`}
            </Button>
          ) : null}
        </Group>
        {hasCustomerJob(given) ? (
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" verticalSpacing="sm">
            {facts.map(([label, value]) => (
              <Stack gap={0} key={label}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text size="sm">{value}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>No customer or job given.</Trans>
          </Text>
        )}
      </Stack>
      {open ? (
        <Suspense fallback={null}>
          <CustomerJobDialog event={event} work={work} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Card>
  )
}
