import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { showToast } from '@/components/toast'
import { createSharedJobSchema } from '@/contract/shared-jobs'
import { useCreateSharedJob } from '../api/create-job'
import { failureText } from '../model/failure'

interface CreateJobModalProps {
  opened: boolean
  customerId: number | null
  onClose: () => void
  /** The new job's id, to select it. */
  onCreated: (id: number) => void
}

const referenceRule = createSharedJobSchema.shape.reference

/**
 * Create Shared Job (spec 002 §2.3, §5, §8.1) for the selected customer: the reference in letters,
 * digits and spaces. A static backdrop; it closes after the attempt, success or not.
 */
export function CreateJobModal({ opened, customerId, onClose, onCreated }: CreateJobModalProps) {
  const { t, i18n } = useLingui()
  const create = useCreateSharedJob()
  const form = useForm({
    initialValues: { reference: '' },
    validate: {
      reference: (v) => (referenceRule.safeParse(v).success ? null : t`Please provide a valid reference`),
    },
  })
  const close = () => {
    form.reset()
    onClose()
  }
  const submit = form.onSubmit(({ reference }) => {
    if (customerId === null) return
    const shown = reference.trim()
    create.mutate(
      { reference, sharedCustomer: customerId, isShared: 1 },
      {
        onSuccess: (created) => {
          showToast(t`Shared Job ${shown} created successfully!`, 'green')
          if (created) onCreated(created.id)
        },
        onError: (error) => showToast(failureText(error, 'jobCreate', i18n), 'red'),
        onSettled: close,
      },
    )
  })
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`Create Shared Job`}
      closeOnClickOutside={false}
      closeOnEscape={false}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t`Reference`}
            withAsterisk
            maxLength={60}
            data-autofocus
            {...form.getInputProps('reference')}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button type="submit" loading={create.isPending}>
              <Trans>Create</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
