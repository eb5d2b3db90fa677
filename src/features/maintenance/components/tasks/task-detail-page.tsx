import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Divider, Group, Stack, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { AnchorLink } from '@/components/anchor-link'
import { ExportButton } from '@/components/export-button'
import { IconChevronLeft } from '@/components/icons'
import { QueryState } from '@/components/query-state'
import type { MaintenanceTaskDetail } from '@/contract/maintenance-tasks'
import { downloadTaskReadings } from '../../api/download-task-readings'
import { useTask } from '../../api/get-task'
import { InstructionsButton } from '../event/instructions-button'
import { RiskBadge } from '../event-badges'
import { DeleteTaskButton } from './delete-task-button'
import { ProcedureSteps } from './procedure/procedure-steps'
import { TaskFacts } from './task-facts'
import { TaskWorkOrders } from './task-work-orders'

const TaskUsageProgress = lazy(() => import('./task-usage-progress'))

/** A task (spec 001 §3): every field, its step-by-step PDF, its coming work orders; edit and delete. */
export function TaskDetailPage({ id }: { id: number }) {
  const { t } = useLingui()
  const query = useTask(id)
  return (
    <Stack gap="sm">
      <AnchorLink to="/maintenance/tasks" size="sm">
        <Group gap={4}>
          <IconChevronLeft size={16} />
          {t`Preventive tasks`}
        </Group>
      </AnchorLink>
      <QueryState query={query} what={t`The task could not be loaded`}>
        {(task) => <TaskDetail task={task} />}
      </QueryState>
    </Stack>
  )
}

function TaskDetail({ task }: { task: MaintenanceTaskDetail }) {
  // The readings' trend over the task's work orders (issue 33): only a procedure with a reading has one.
  const hasReadings = task.procedure?.steps.some((step) => step.kind === 'reading') ?? false
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={4} miw={0}>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {task.name}
          </Title>
          <Group gap="xs">
            <RiskBadge risk={task.risk} withMeaning />
          </Group>
        </Stack>
        <Group gap="xs">
          {hasReadings ? (
            <ExportButton
              buttonSize="sm"
              label={<Trans>Readings (Excel)</Trans>}
              run={() => downloadTaskReadings(task.id)}
            />
          ) : null}
          <Button
            variant="default"
            renderRoot={(props) => (
              <Link {...props} to="/maintenance/tasks/$task/edit" params={{ task: String(task.id) }} />
            )}
          >
            <Trans>Edit</Trans>
          </Button>
          <DeleteTaskButton taskId={task.id} name={task.name} />
        </Group>
      </Group>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <TaskFacts task={task} />
          {task.instructions ? (
            <Group>
              <InstructionsButton url={task.instructions.url} fileName={task.instructions.fileName} />
            </Group>
          ) : null}
        </Stack>
      </Card>
      {task.procedure ? <ProcedureSteps procedure={task.procedure} /> : null}
      {task.usage ? (
        <Suspense fallback={null}>
          <TaskUsageProgress progress={task.usageProgress ?? []} />
        </Suspense>
      ) : null}
      <Divider />
      <TaskWorkOrders taskId={task.id} />
    </Stack>
  )
}
