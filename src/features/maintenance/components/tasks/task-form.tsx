import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { showToast } from '@/components/toast'
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard'
import type { Procedure } from '@/contract/maintenance-procedures'
import type { MaintenanceTaskFormData } from '@/contract/maintenance-tasks'
import type { TaskUsage } from '@/contract/maintenance-usage'
import { asApiError } from '@/lib/api/errors'
import { errorMessage } from '@/lib/messages/api-errors'
import { feedbackMessage } from '@/lib/messages/feedback'
import { useSaveTask } from '../../api/save-task'
import {
  type CustomerJobError,
  type CustomerJobFieldName,
  type CustomerJobForm,
  customerJobFields,
  emptyCustomerJobForm,
  readCustomerJobForm,
} from '../../model/customer-job'
import {
  type StopSearch,
  sourceStopOf,
  type TaskFormProblem,
  type TaskFormValues,
  toTaskFields,
  validateTaskForm,
} from '../../model/task-form'
import { problemOfServerError } from '../../model/task-form-errors'
import { CustomerJobFields } from './customer-job-fields'
import { useProcedureDraft } from './procedure/use-procedure-draft'
import { TaskFormFields } from './task-form-fields'
import { useOrderPhotos } from './use-order-photos'
import { useUsageField } from './use-usage-field'

export interface TaskFormProps {
  mode: 'task' | 'order'
  data: MaintenanceTaskFormData
  initialValues: TaskFormValues
  /** An edit: the task's id and its current PDF's name. */
  taskId?: number
  currentFile?: string | null
  /** new-order opened from a machine stop: the stop the order answers. */
  stop?: StopSearch
  /** An edit: the task's procedure (issue 33). */
  initialProcedure?: Procedure | null
  /** An edit: the task's recurrence by use (issue 33). */
  initialUsage?: TaskUsage | null
  /** A corrective order's first photos (a procedure step's, handed over). */
  initialPhotos?: File[]
}

const noPhotos: File[] = []

/** The words of each check: the catalogue's (spec 001 §8), and the PDF's own two. */
function useProblemText() {
  const { t, i18n } = useLingui()
  return (problem: TaskFormProblem) => {
    if (problem === 'PDF_ONLY') return t`The step-by-step instructions must be a PDF file.`
    if (problem === 'PDF_TOO_LARGE') return t`The PDF may be at most 20 MB.`
    return feedbackMessage(problem, i18n)
  }
}

/**
 * A task (or a one-off corrective work order) with @mantine/form: checked here with the rules the
 * server applies, sent as multipart, the server's field errors put back on their fields, and a
 * question before leaving with changes not saved (spec 001 §5).
 */
export function TaskForm({
  mode,
  data,
  initialValues,
  taskId,
  currentFile = null,
  stop,
  initialProcedure,
  initialUsage = null,
  initialPhotos = noPhotos,
}: TaskFormProps) {
  const { t, i18n } = useLingui()
  const problemText = useProblemText()
  const save = useSaveTask()
  const navigate = useNavigate()
  const [savedId, setSavedId] = useState<number | null>(null)
  // A new task's work orders may name their customer and job (spec 001 §3); each is then its own.
  const [customerJob, setCustomerJob] = useState<CustomerJobForm>(emptyCustomerJobForm)
  const [customerJobErrors, setCustomerJobErrors] = useState<
    Partial<Record<CustomerJobFieldName, CustomerJobError>>
  >({})
  const customerJobDirty = Object.values(customerJob).some((v) => v.trim() !== '')
  const procedure = useProcedureDraft(initialProcedure, taskId)
  // Recurrence by use (issue 33): a task's, not a one-off corrective order's.
  const usage = useUsageField(initialUsage)
  const photos = useOrderPhotos(initialPhotos)
  const form = useForm<TaskFormValues>({
    initialValues,
    validate: (values) =>
      Object.fromEntries(
        Object.entries(
          validateTaskForm(values, {
            today: data.today,
            hoursPerDay: data.hoursPerDay,
            savedStartDate: taskId === undefined ? null : initialValues.startDate,
          }),
        ).map(([field, problem]) => [field, problemText(problem)]),
      ),
  })
  // Leave once the form has re-rendered as saved, so the unsaved-changes guard lets the page go.
  useEffect(() => {
    if (savedId !== null) void navigate({ to: '/maintenance/tasks/$task', params: { task: String(savedId) } })
  }, [savedId, navigate])

  const submit = form.onSubmit((values) => {
    const read = taskId === undefined ? readCustomerJobForm(customerJob) : null
    if (read && !read.ok) {
      setCustomerJobErrors(read.errors)
      return
    }
    setCustomerJobErrors({})
    const procedureFields = procedure.read()
    if (!procedureFields) return
    const usageField = mode === 'task' ? usage.read() : ''
    if (usageField === null) return
    save.mutate(
      {
        id: taskId,
        fields: {
          ...toTaskFields(values, stop ? sourceStopOf(stop, values) : null),
          ...(stop?.workRequestId ? { workRequestId: String(stop.workRequestId) } : {}),
          ...(read?.ok ? customerJobFields(read.value) : {}),
          ...procedureFields,
          ...(mode === 'task' ? { usage: usageField } : {}),
        },
        file: values.file,
        photos: mode === 'order' ? photos.photos : [],
      },
      {
        onSuccess: (task) => {
          showToast(t`Task saved. Work orders planned: ${task.plannedWorkOrders}.`)
          setSavedId(task.id)
        },
        onError: (error) => {
          for (const fieldError of asApiError(error).errors) {
            if (procedure.showServerError(fieldError.field)) continue
            if (usage.takeServerError(fieldError.field)) continue
            const found = problemOfServerError(fieldError.field, fieldError.code)
            if (found) form.setFieldError(found.field, problemText(found.problem))
          }
        },
      },
    )
  })
  const cancel = () =>
    taskId === undefined
      ? navigate({ to: '/maintenance/tasks' })
      : navigate({ to: '/maintenance/tasks/$task', params: { task: String(taskId) } })

  return (
    <form onSubmit={submit} noValidate>
      <UnsavedChangesGuard
        dirty={
          (form.isDirty() || customerJobDirty || procedure.dirty || usage.dirty || photos.dirty) &&
          savedId === null &&
          !save.isPending
        }
      />
      <Stack gap="md">
        <TaskFormFields form={form} data={data} mode={mode} currentFile={currentFile} />
        {mode === 'task' ? usage.fieldset : photos.field}
        {procedure.editor}
        {taskId === undefined ? (
          <CustomerJobFields value={customerJob} errors={customerJobErrors} onChange={setCustomerJob} />
        ) : null}
        {save.isError ? <Alert color="red">{errorMessage(save.error, i18n)}</Alert> : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={cancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={save.isPending}>
            {mode === 'order' ? <Trans>Create the work order</Trans> : <Trans>Save the task</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
