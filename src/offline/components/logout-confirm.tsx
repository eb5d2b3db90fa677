import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'

interface LogoutConfirmProps {
  pending: number
  onCancel: () => void
  onConfirm: () => void
}

/** "N changes not sent yet: sign out anyway?" (loaded only when it has something to ask). */
export function LogoutConfirm({ pending, onCancel, onConfirm }: LogoutConfirmProps) {
  const { t } = useLingui()
  return (
    <Modal
      opened={pending > 0}
      onClose={onCancel}
      title={t`Changes not sent yet`}
      closeButtonProps={{ 'aria-label': t`Close` }}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            {pending} of your changes have not been sent yet. They stay on this device and are sent when you
            sign in again. Sign out anyway?
          </Trans>
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            <Trans>Stay signed in</Trans>
          </Button>
          <Button color="red" onClick={onConfirm}>
            <Trans>Sign out</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
