import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { AnchorLink } from '@/components/anchor-link'
import { QueryState } from '@/components/query-state'
import type { MaintenanceTaskDetail, MaintenanceTaskFormData } from '@/contract/maintenance-tasks'
import { formatDateTime } from '@/lib/format/date'
import { useTaskFormData } from '../../api/get-form-data'
import { useTask } from '../../api/get-task'
import { takeOrderHandoff } from '../../model/report-handoff'
import { emptyTaskForm, orderFormFromStop, type StopSearch, taskFormFromTask } from '../../model/task-form'
import { BackLabel, OrderBackLink } from './order-back-link'
import { TaskForm } from './task-form'

function BackToTasks() {
  const { t } = useLingui()
  return (
    <AnchorLink to="/maintenance/tasks" size="sm">
      <BackLabel>{t`Preventive tasks`}</BackLabel>
    </AnchorLink>
  )
}

/** tasks/new: a preventive task, weekly from today until changed. */
export function NewTaskPage() {
  const { t } = useLingui()
  const data = useTaskFormData()
  return (
    <Stack gap="sm" maw={960}>
      <BackToTasks />
      <Title order={2} size="h3">
        <Trans>New task</Trans>
      </Title>
      <QueryState query={data} what={t`The form could not be loaded`}>
        {(formData) => <TaskForm mode="task" data={formData} initialValues={emptyTaskForm(formData.today)} />}
      </QueryState>
    </Stack>
  )
}

/**
 * tasks/new-order: a one-off corrective work order. Opened from a machine stop (plant control's
 * "request maintenance"), it starts with the machine and the stop's description, and the order
 * keeps the stop it answers. Opened from a procedure step's "Corrective work order", it also starts
 * with the step's photo (model/report-handoff.ts), taken here once, before the form data loads.
 */
export function NewOrderPage({ stop }: { stop: StopSearch }) {
  const { t } = useLingui()
  const data = useTaskFormData()
  const [photos] = useState(() => takeOrderHandoff()?.photos ?? [])
  return (
    <Stack gap="sm" maw={960}>
      <OrderBackLink stop={stop} />
      <Title order={2} size="h3">
        <Trans>New work order</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>A one-off corrective work order, planned for one day from today on.</Trans>
      </Text>
      <QueryState query={data} what={t`The form could not be loaded`}>
        {(formData) => <OrderForm data={formData} stop={stop} photos={photos} />}
      </QueryState>
    </Stack>
  )
}

function OrderForm({
  data,
  stop,
  photos,
}: {
  data: MaintenanceTaskFormData
  stop: StopSearch
  photos: File[]
}) {
  const { t } = useLingui()
  // A stop on a machine the user does not hold starts without it (the server would refuse it).
  const known = stop.machineId !== undefined && data.machines.some((m) => m.id === stop.machineId)
  const usable = known ? stop : { ...stop, machineId: undefined }
  const machine = data.machines.find((m) => m.id === usable.machineId)
  return (
    <Stack gap="sm">
      {usable.workRequestId ? (
        <Alert color="blue" variant="light">
          {t`From a work request: creating the work order accepts it, and its photos come with it.`}
        </Alert>
      ) : null}
      {machine && usable.stopStart ? (
        <Alert color="orange" variant="light">
          {t`For the stop of ${machine.name} since ${formatDateTime(usable.stopStart)}: the work order links back to it.`}
        </Alert>
      ) : null}
      {/* useForm reads its initial values once. */}
      <TaskForm
        mode="order"
        data={data}
        initialValues={orderFormFromStop(data.today, usable)}
        stop={usable}
        initialPhotos={photos}
      />
    </Stack>
  )
}

/** tasks/$task/edit. */
export function EditTaskPage({ id }: { id: number }) {
  const { t } = useLingui()
  const data = useTaskFormData()
  const task = useTask(id)
  return (
    <Stack gap="sm" maw={960}>
      <BackToTasks />
      <Title order={2} size="h3">
        <Trans>Edit task</Trans>
      </Title>
      <QueryState query={data} what={t`The form could not be loaded`}>
        {(formData) => (
          <QueryState query={task} what={t`The task could not be loaded`}>
            {(loaded) => <EditForm data={formData} task={loaded} />}
          </QueryState>
        )}
      </QueryState>
    </Stack>
  )
}

function EditForm({ data, task }: { data: MaintenanceTaskFormData; task: MaintenanceTaskDetail }) {
  // useForm reads its initial values once: a refetch does not overwrite what is being typed.
  return (
    <TaskForm
      mode="task"
      data={data}
      initialValues={taskFormFromTask(task)}
      taskId={task.id}
      initialUsage={task.usage ?? null}
      initialProcedure={task.procedure}
      currentFile={task.instructions?.fileName ?? null}
    />
  )
}
