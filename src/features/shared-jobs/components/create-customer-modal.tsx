import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { showToast } from '@/components/toast'
import { createSharedCustomerSchema } from '@/contract/shared-jobs'
import { useCreateSharedCustomer } from '../api/create-customer'
import { failureText } from '../model/failure'

interface CreateCustomerModalProps {
  opened: boolean
  onClose: () => void
  /** The new customer's id, to select it. */
  onCreated: (id: number) => void
}

type Values = { name: string; country: string; address: string; email: string; phone: string }
const empty: Values = { name: '', country: '', address: '', email: '', phone: '' }
const rules = createSharedCustomerSchema.shape
const maxLengths = { name: 100, country: 100, address: 200, email: 254, phone: 30 } as const

/**
 * Create Shared Customer (spec 002 §2.3, §5, §8.1): every field required, checked with the contract's
 * rules and the spec's messages. A static backdrop; it closes after the attempt, success or not.
 */
export function CreateCustomerModal({ opened, onClose, onCreated }: CreateCustomerModalProps) {
  const { t, i18n } = useLingui()
  const create = useCreateSharedCustomer()
  const form = useForm<Values>({
    initialValues: empty,
    validate: {
      name: (v) => (rules.name.safeParse(v).success ? null : t`Please provide a valid name`),
      country: (v) => (rules.country.safeParse(v).success ? null : t`Please provide a valid country`),
      address: (v) => (rules.address.safeParse(v).success ? null : t`Please provide a valid address`),
      email: (v) => (rules.email.safeParse(v).success ? null : t`Please provide a valid email`),
      phone: (v) => (rules.phone.safeParse(v).success ? null : t`Please provide a valid phone`),
    },
  })
  const close = () => {
    form.reset()
    onClose()
  }
  const submit = form.onSubmit((values) => {
    const name = values.name.trim()
    create.mutate(
      { ...values, isShared: 1 },
      {
        onSuccess: (created) => {
          showToast(t`Shared Customer ${name} created successfully!`, 'green')
          if (created) onCreated(created.id)
        },
        onError: (error) => showToast(failureText(error, 'customerCreate', i18n), 'red'),
        onSettled: close,
      },
    )
  })
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`Create Shared Customer`}
      closeOnClickOutside={false}
      closeOnEscape={false}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t`Name`}
            withAsterisk
            maxLength={maxLengths.name}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t`Country`}
            withAsterisk
            maxLength={maxLengths.country}
            {...form.getInputProps('country')}
          />
          <TextInput
            label={t`Address`}
            withAsterisk
            maxLength={maxLengths.address}
            {...form.getInputProps('address')}
          />
          <TextInput
            label={t`Email`}
            type="email"
            withAsterisk
            maxLength={maxLengths.email}
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t`Phone`}
            type="tel"
            inputMode="numeric"
            withAsterisk
            maxLength={maxLengths.phone}
            {...form.getInputProps('phone')}
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
