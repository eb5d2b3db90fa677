import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { IconSearch } from '@/components/icons'
import type { Procedure } from '@/contract/maintenance-procedures'
import { errorMessage } from '@/lib/messages/api-errors'
import { taskQuery } from '../../../api/get-task'
import { tasksQuery } from '../../../api/get-tasks'

/** The other task's procedure, waiting for "Replace the steps". */
interface Pending {
  name: string
  procedure: Procedure
}

/** What came of the last choice, said under the field. */
type Outcome = { kind: 'copied'; name: string; count: number } | { kind: 'none'; name: string }

/**
 * The procedure library of issue 33, as reuse: a searchable list of the plant's tasks (GET
 * /maintenance/list, read once the field is opened); the chosen task's procedure is read from its
 * detail (the list does not carry it) and its steps replace this draft's, after asking when the
 * draft already has steps. The other task is not changed.
 */
export function CopySteps({
  count,
  excludeTaskId,
  onCopy,
}: {
  /** How many steps the draft has (0: copied without asking). */
  count: number
  /** The task being edited, left out of the list. */
  excludeTaskId?: number
  onCopy: (procedure: Procedure) => void
}) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  // The list is read when the field is first opened: a form that copies nothing asks for nothing.
  const [wanted, setWanted] = useState(false)
  const tasks = useQuery({ ...tasksQuery({}), enabled: wanted })
  const [chosen, setChosen] = useState<string | null>(null)
  const [reading, setReading] = useState(false)
  const [readError, setReadError] = useState<unknown>(null)
  const [pending, setPending] = useState<Pending | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const options = (tasks.data ?? [])
    .filter((task) => task.id !== excludeTaskId)
    .map((task) => {
      const machines = task.machines.map((m) => m.name).join(', ')
      // The machines tell apart tasks of the same name ("Lubricate" on each press).
      return { value: String(task.id), label: machines ? `${task.name} · ${machines}` : task.name }
    })
    .sort((a, b) => a.label.localeCompare(b.label, undefined, { sensitivity: 'base', numeric: true }))

  const copy = (name: string, procedure: Procedure) => {
    onCopy(procedure)
    setOutcome({ kind: 'copied', name, count: procedure.steps.length })
  }

  const choose = async (value: string | null) => {
    if (!value) return
    setChosen(value)
    setOutcome(null)
    setReadError(null)
    setReading(true)
    try {
      const task = await queryClient.fetchQuery(taskQuery(Number(value)))
      if (!task.procedure) setOutcome({ kind: 'none', name: task.name })
      else if (count > 0) setPending({ name: task.name, procedure: task.procedure })
      else copy(task.name, task.procedure)
    } catch (error) {
      setReadError(error)
    } finally {
      setReading(false)
    }
  }

  const closeQuestion = () => {
    setPending(null)
    setChosen(null)
  }
  const replace = () => {
    if (pending) copy(pending.name, pending.procedure)
    closeQuestion()
  }

  const outcomeText = (done: Outcome) => {
    const name = done.name
    if (done.kind === 'none') return t`"${name}" has no procedure: nothing to copy.`
    const copied = done.count
    return t`Steps copied from "${name}": ${copied}.`
  }
  const toCopyText = ({ name, procedure }: Pending) => {
    const copied = procedure.steps.length
    return t`Steps to copy from "${name}": ${copied}.`
  }

  const shownChosen = reading || pending ? chosen : null
  return (
    <Stack gap={4}>
      <Select
        label={t`Copy steps from another task`}
        description={t`Its steps replace the ones here; the other task keeps its procedure.`}
        placeholder={t`Search the tasks`}
        data={options}
        value={shownChosen}
        onChange={(value) => void choose(value)}
        onDropdownOpen={() => setWanted(true)}
        onFocus={() => setWanted(true)}
        searchable
        allowDeselect={false}
        disabled={reading}
        leftSection={<IconSearch size={16} />}
        rightSection={reading ? <Loader size="xs" /> : undefined}
        nothingFoundMessage={tasks.isPending && wanted ? t`Loading the tasks…` : t`No task matches.`}
        error={tasks.isError ? errorMessage(tasks.error, i18n) : undefined}
        maxDropdownHeight={260}
      />
      {readError ? (
        <Alert color="red" p="xs">
          {errorMessage(readError, i18n)}
        </Alert>
      ) : null}
      {outcome ? (
        <Text size="sm" c="dimmed" role="status">
          {outcomeText(outcome)}
        </Text>
      ) : null}
      <Modal
        opened={pending !== null}
        onClose={closeQuestion}
        title={
          count === 1
            ? t`Replace the step of this procedure?`
            : t`Replace the ${count} steps of this procedure?`
        }
        size="md"
      >
        {pending ? (
          <Stack gap="xs">
            <Text size="sm">{toCopyText(pending)}</Text>
            <Text size="sm" c="dimmed">
              {t`The other task keeps its procedure. Nothing is saved until you save this form.`}
            </Text>
          </Stack>
        ) : null}
        <Group justify="flex-end" mt="md" gap="xs">
          <Button variant="default" onClick={closeQuestion}>
            {t`Keep my steps`}
          </Button>
          <Button onClick={replace}>{t`Replace the steps`}</Button>
        </Group>
      </Modal>
    </Stack>
  )
}
