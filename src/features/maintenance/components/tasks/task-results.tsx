import { Trans } from '@lingui/react/macro'
import { Card, Group, Stack, Table, Text } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { AnchorLink } from '@/components/anchor-link'
import type { MaintenanceTask } from '@/contract/maintenance'
import { rowLinkHandlers } from '@/lib/navigation/open-row'
import { RiskBadge } from '../event-badges'
import { useMaintenanceLabels } from '../labels'
import { useRecurrenceText } from '../recurrence-text'

const taskHref = (id: number) => `/maintenance/tasks/${id}`
const names = (list: Array<{ name: string }>) => (list.length ? list.map((x) => x.name).join(', ') : '-')

function TaskTitle({ task }: { task: MaintenanceTask }) {
  return (
    <AnchorLink to="/maintenance/tasks/$task" params={{ task: String(task.id) }} fw={600}>
      {task.name}
    </AnchorLink>
  )
}

/** Tasks as a table from 992 px, as cards below (no sideways scroll at 360 px); a row opens the task. */
export function TaskResults({ tasks }: { tasks: MaintenanceTask[] }) {
  const labels = useMaintenanceLabels()
  const frequencyText = useRecurrenceText()
  const navigate = useNavigate()
  const open = (id: number) => () =>
    navigate({ to: '/maintenance/tasks/$task', params: { task: String(id) } })
  return (
    <>
      <Table.ScrollContainer minWidth={760} visibleFrom="md">
        <Table highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Task</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Machines</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Assets</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Frequency</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Risk</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tasks.map((task) => (
              <Table.Tr
                key={task.id}
                style={{ cursor: 'pointer' }}
                {...rowLinkHandlers(taskHref(task.id), open(task.id))}
              >
                <Table.Td>
                  <TaskTitle task={task} />
                  <Text size="xs" c="dimmed">
                    {labels.types[task.type]} · {labels.conditions[task.condition]}
                  </Text>
                </Table.Td>
                <Table.Td>{names(task.machines)}</Table.Td>
                <Table.Td>{names(task.assets)}</Table.Td>
                <Table.Td>{frequencyText(task)}</Table.Td>
                <Table.Td>
                  <RiskBadge risk={task.risk} withMeaning />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="xs" hiddenFrom="md">
        {tasks.map((task) => (
          <Card key={task.id} withBorder padding="sm" {...rowLinkHandlers(taskHref(task.id), open(task.id))}>
            <Stack gap={4} miw={0}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <TaskTitle task={task} />
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {frequencyText(task)}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {labels.types[task.type]} · {labels.conditions[task.condition]}
              </Text>
              <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                {names(task.machines)}
                {task.assets.length ? ` · ${names(task.assets)}` : ''}
              </Text>
              <Group>
                <RiskBadge risk={task.risk} withMeaning />
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
    </>
  )
}
