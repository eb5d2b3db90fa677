import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Modal, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useNavigate } from '@tanstack/react-router'
import { IconTrash } from '@/components/icons'
import { showToast } from '@/components/toast'
import { errorMessage } from '@/lib/messages/api-errors'
import { useDeleteTask } from '../../api/delete-task'

/** Deleting a task, after a confirmation that says what goes and what stays. */
export function DeleteTaskButton({ taskId, name }: { taskId: number; name: string }) {
  const { t, i18n } = useLingui()
  const [opened, dialog] = useDisclosure(false)
  const remove = useDeleteTask()
  const navigate = useNavigate()
  const confirm = () =>
    remove.mutate(taskId, {
      onSuccess: (done) => {
        dialog.close()
        showToast(t`Task deleted. Work orders removed: ${done.removedWorkOrders}.`)
        void navigate({ to: '/maintenance/tasks' })
      },
    })
  return (
    <>
      <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={dialog.open}>
        <Trans>Delete</Trans>
      </Button>
      <Modal opened={opened} onClose={dialog.close} title={t`Delete the task "${name}"?`} size="md">
        <Text size="sm">
          <Trans>
            Its work orders planned from today that nobody has started are deleted too. Done, postponed and
            past work orders stay in the history and the audit report.
          </Trans>
        </Text>
        {remove.isError ? (
          <Alert color="red" mt="sm">
            {errorMessage(remove.error, i18n)}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt="md" gap="xs">
          <Button variant="default" onClick={dialog.close}>
            <Trans>Keep the task</Trans>
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            <Trans>Delete the task</Trans>
          </Button>
        </Group>
      </Modal>
    </>
  )
}
