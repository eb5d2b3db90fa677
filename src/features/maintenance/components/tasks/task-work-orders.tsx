import { Trans, useLingui } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import { QueryState } from '@/components/query-state'
import { useEvents } from '../../api/get-events'
import { EventResults } from '../lists/event-results'

const SHOWN = 50

/** The task's coming work orders: open from today on, and the outdated ones still to do. */
export function TaskWorkOrders({ taskId }: { taskId: number }) {
  const { t } = useLingui()
  const events = useEvents({
    maintenanceStates: '1,4',
    tasks: String(taskId),
    orderBy: 'date',
    limit: String(SHOWN),
  })
  return (
    <Stack gap="xs" component="section" aria-labelledby="task-work-orders">
      <Title order={3} size="h4" id="task-work-orders">
        <Trans>Coming work orders</Trans>
      </Title>
      <QueryState query={events} what={t`The work orders could not be loaded`}>
        {(page) =>
          page.total === 0 ? (
            <Text c="dimmed" size="sm">
              <Trans>No open work order for this task.</Trans>
            </Text>
          ) : (
            <>
              <EventResults events={page.results} />
              {page.total > SHOWN ? (
                <Text size="xs" c="dimmed">
                  {t`The first ${SHOWN} of ${page.total}.`}
                </Text>
              ) : null}
            </>
          )
        }
      </QueryState>
    </Stack>
  )
}
