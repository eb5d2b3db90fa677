import { useLingui } from '@lingui/react/macro'
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { MaintenanceTaskDetail } from '@/contract/maintenance-tasks'
import { formatDate, formatDateTime } from '@/lib/format/date'
import { RiskBadge } from '../event-badges'
import { useMaintenanceLabels } from '../labels'
import { useRecurrenceText } from '../recurrence-text'
import { useMinutes } from '../use-minutes'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  )
}

function Names({ items }: { items: Array<{ id: number; name: string }> }) {
  if (items.length === 0) return <>-</>
  return (
    <Group gap={4}>
      {items.map((x) => (
        <Badge key={x.id} variant="light" color="gray" radius="sm" tt="none" maw="100%">
          {x.name}
        </Badge>
      ))}
    </Group>
  )
}

/** Every field of a task (spec 001 §3): what, how often, why, by whom, on which machines and assets. */
export function TaskFacts({ task }: { task: MaintenanceTaskDetail }) {
  const { t } = useLingui()
  const labels = useMaintenanceLabels()
  const minutes = useMinutes()
  const frequencyText = useRecurrenceText()
  const stop = task.sourceStop
  const stopMachine = stop ? (task.machines.find((m) => m.id === stop.machineId)?.name ?? '-') : null
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" verticalSpacing="sm">
        <Fact label={t`Type`}>{labels.types[task.type]}</Fact>
        <Fact label={t`Machine condition`}>{labels.conditions[task.condition]}</Fact>
        <Fact label={t`Frequency`}>{frequencyText(task)}</Fact>
        <Fact label={t`Risk`}>
          <RiskBadge risk={task.risk} withMeaning />
        </Fact>
        <Fact label={task.frequency === 'none' ? t`Day` : t`First day`}>{formatDate(task.startDate)}</Fact>
        {task.frequency === 'none' ? null : (
          <Fact label={t`Last day`}>{task.endDate ? formatDate(task.endDate) : t`No end`}</Fact>
        )}
        <Fact label={t`Planned duration`}>{minutes(task.durationMinutes)}</Fact>
        <Fact label={t`Reason`}>{task.reason ?? '-'}</Fact>
        <Fact label={t`Provider`}>{task.provider ?? '-'}</Fact>
      </SimpleGrid>
      {task.description ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {task.description}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Fact label={t`Machines`}>
          <Names items={task.machines} />
        </Fact>
        <Fact label={t`Assets`}>
          <Names items={task.assets} />
        </Fact>
        <Fact label={t`Operators`}>
          <Names items={task.operators} />
        </Fact>
      </SimpleGrid>
      {stop ? (
        <Fact label={t`Requested from a machine stop`}>
          {`${stopMachine} · ${formatDateTime(stop.start)}${stop.description ? ` · ${stop.description}` : ''}`}
        </Fact>
      ) : null}
    </Stack>
  )
}
