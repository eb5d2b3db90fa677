import { useLingui } from '@lingui/react/macro'
import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { AnchorLink } from '@/components/anchor-link'
import { IconChevronLeft } from '@/components/icons'
import { QueryState } from '@/components/query-state'
import type { MaintenanceEventDetail } from '@/contract/maintenance'
import { actorFromRoles } from '@/contract/maintenance-rules'
import { roleSet } from '@/lib/roles/check'
import { DataUpdatedAt } from '@/offline/components/data-updated-at'
import { useSession } from '@/offline/session-store'
import { useDashboard } from '../../api/get-dashboard'
import { useEventDetail } from '../../api/get-event'
import { usePendingMaintenanceWork } from '../../api/queue-event-work'
import { dataAge } from '../../api/work-order-store'
import { withPendingChanges } from '../../model/pending-changes'
import { RiskBadge, StateBadge } from '../event-badges'
import { PendingBadge } from '../pending/pending-badge'
import { WaitingForDecision } from '../pending/waiting-for-decision'
import { CustomerJobSection } from './customer-job-section'
import { EventActions } from './event-actions'
import { EventFacts } from './event-facts'
import { EventHistory } from './event-history'
import { EventPhotos } from './event-photos'
import { InstructionsButton } from './instructions-button'

// The steps come with the procedure contract (and zod): loaded apart, the work order is a first screen.
const ProcedureSection = lazy(() => import('./procedure/procedure-section'))

/** A work order (spec 001 §3-§5): what it is, what the user may do with it, its photos, instructions and history. */
export function EventDetailPage({ id }: { id: number }) {
  const { t } = useLingui()
  const query = useEventDetail(id)
  return (
    <Stack gap="sm">
      <AnchorLink to="/maintenance/all" size="sm">
        <Group gap={4}>
          <IconChevronLeft size={16} />
          {t`All work orders`}
        </Group>
      </AnchorLink>
      <QueryState query={query} what={t`The work order could not be loaded`}>
        {(event) => <EventDetail event={event} updatedAt={dataAge(query)} />}
      </QueryState>
    </Stack>
  )
}

function EventDetail({ event: server, updatedAt }: { event: MaintenanceEventDetail; updatedAt: number }) {
  const { user } = useSession()
  const actor = actorFromRoles(user.userId, roleSet(user.roles))
  const today = useDashboard().data?.today
  const work = usePendingMaintenanceWork().get(server.id)
  // As the user left it on this device: the waiting changes applied by the rule module.
  const event = today ? withPendingChanges(server, work, actor, today, server.maxSpanDays) : server
  const canChange = actor.level !== 'none' && !actor.readOnly
  // Required procedure steps still unanswered (null until the procedure's part has loaded).
  const [stepsLeft, setStepsLeft] = useState<number | null>(null)
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={4} miw={0}>
          <Title order={2} size="h3">
            {event.taskName}
          </Title>
          <Group gap="xs">
            <StateBadge displayState={event.displayState} />
            <RiskBadge risk={event.risk} withMeaning />
            <PendingBadge work={work} />
          </Group>
        </Stack>
        <DataUpdatedAt query={updatedAt} />
      </Group>
      {today ? <WaitingForDecision server={server} work={work} actor={actor} today={today} /> : null}
      {today ? (
        <EventActions
          event={event}
          work={work}
          actor={actor}
          today={today}
          stepsLeft={event.procedure ? stepsLeft : 0}
        />
      ) : null}
      <Card withBorder padding="md">
        <Stack gap="sm">
          <EventFacts event={event} today={today} />
          {event.description ? <Text size="sm">{event.description}</Text> : null}
          {event.notes ? (
            <Text size="sm" fs="italic">
              {event.notes}
            </Text>
          ) : null}
          {event.instructions ? (
            <Group>
              <InstructionsButton url={event.instructions.url} fileName={event.instructions.fileName} />
            </Group>
          ) : null}
        </Stack>
      </Card>
      {event.procedure ? (
        <Suspense fallback={null}>
          <ProcedureSection event={event} work={work} actor={actor} onStepsLeft={setStepsLeft} />
        </Suspense>
      ) : null}
      <CustomerJobSection event={event} work={work} actor={actor} />
      <EventPhotos event={event} work={work} canAdd={canChange} />
      <Divider />
      <EventHistory history={event.history} today={today} steps={event.procedure?.steps} />
    </Stack>
  )
}
