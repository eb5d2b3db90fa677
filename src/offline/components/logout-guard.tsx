import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { type ReactNode, useCallback, useState } from 'react'

/** Queued commands of this user that a logout would leave on the device (loaded on demand). */
export async function countPendingForLogout(userId: number): Promise<number> {
  const { countPendingCommands } = await import('../outbox/outbox')
  return countPendingCommands(userId)
}

/**
 * Logout that asks first when the user still has unsent changes: they stay on this device and
 * are sent the next time this user signs in, but someone handing the tablet over should know.
 */
export function useGuardedLogout(
  userId: number,
  logout: () => unknown,
): { request: () => void; dialog: ReactNode } {
  const [pending, setPending] = useState(0)
  const request = useCallback(() => {
    void countPendingForLogout(userId)
      .catch(() => 0)
      .then((count) => (count > 0 ? setPending(count) : logout()))
  }, [userId, logout])
  const dialog = (
    <LogoutConfirm
      pending={pending}
      onCancel={() => setPending(0)}
      onConfirm={() => {
        setPending(0)
        void logout()
      }}
    />
  )
  return { request, dialog }
}

function LogoutConfirm({
  pending,
  onCancel,
  onConfirm,
}: {
  pending: number
  onCancel: () => void
  onConfirm: () => void
}) {
  const { t } = useLingui()
  return (
    <Modal opened={pending > 0} onClose={onCancel} title={t`Changes not sent yet`} centered>
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
