import { useLingui } from '@lingui/react/macro'
import { SimpleGrid, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { MaintenanceEventDetail } from '@/contract/maintenance'
import { formatDate, formatDateTime } from '@/lib/format/date'
import { RiskBadge } from '../event-badges'
import { useMaintenanceLabels } from '../labels'
import { useRecurrenceText } from '../recurrence-text'
import { useMinutes } from '../use-minutes'
import { useRecentText } from '../use-recent-text'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  )
}

/** What a work order is (spec 001 §3): day, machine, asset, operator, frequency, risk, the task's details. */
export function EventFacts({ event, today }: { event: MaintenanceEventDetail; today?: string }) {
  const { t } = useLingui()
  const labels = useMaintenanceLabels()
  const recurrence = useRecurrenceText()
  const minutes = useMinutes()
  // A day of the last month also says how long ago it was (spec 001 §9).
  const recent = useRecentText(today)
  const ago = (value: string) => {
    const text = recent(value)
    return text ? (
      <Text size="xs" c="dimmed" component="span" data-testid="recent-date">
        {` (${text})`}
      </Text>
    ) : null
  }
  const moved = event.date !== event.originalDate
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" verticalSpacing="sm">
      <Fact label={t`Day`}>
        {formatDate(event.date)}
        {ago(event.date)}
        {moved ? (
          <Text size="xs" c="dimmed">
            {t`First planned for ${formatDate(event.originalDate)}`}
          </Text>
        ) : null}
      </Fact>
      <Fact label={t`Machine`}>{event.machineName ?? '-'}</Fact>
      <Fact label={t`Asset`}>{event.assetName ?? '-'}</Fact>
      <Fact label={t`Operator`}>{event.operatorName ?? '-'}</Fact>
      <Fact label={t`Frequency`}>{recurrence(event)}</Fact>
      <Fact label={t`Risk`}>
        <RiskBadge risk={event.risk} withMeaning />
      </Fact>
      <Fact label={t`Type`}>{labels.types[event.type]}</Fact>
      <Fact label={t`Machine condition`}>{labels.conditions[event.condition]}</Fact>
      <Fact label={t`Planned duration`}>{minutes(event.plannedMinutes)}</Fact>
      <Fact label={t`Reason`}>{event.reason ?? '-'}</Fact>
      <Fact label={t`Provider`}>{event.provider ?? '-'}</Fact>
      <Fact label={t`Times postponed`}>{event.postponeCount}</Fact>
      {event.state === 2 ? (
        <>
          <Fact label={t`Time it took`}>{minutes(event.durationMinutes)}</Fact>
          <Fact label={t({ message: 'Done', context: 'work-order state' })}>
            {event.doneAt ? formatDateTime(event.doneAt) : '-'}
            {event.doneAt ? ago(event.doneAt) : null}
            {event.doneByName ? ` · ${event.doneByName}` : ''}
          </Fact>
        </>
      ) : null}
    </SimpleGrid>
  )
}
