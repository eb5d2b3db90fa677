import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Text } from '@mantine/core'
import { useBlocker } from '@tanstack/react-router'

/**
 * A form with unconfirmed changes asks before the user leaves it (spec 001 §5): in the app it shows
 * a dialog (stay or discard), and closing or reloading the tab gets the browser's own question.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const { t } = useLingui()
  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  })
  return (
    <Modal
      opened={blocker.status === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t`Leave without saving?`}
      size="sm"
    >
      <Text size="sm">
        <Trans>Your changes are not saved yet. If you leave now they are lost.</Trans>
      </Text>
      <Group justify="flex-end" mt="md" gap="xs">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          <Trans>Stay</Trans>
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          <Trans>Discard changes</Trans>
        </Button>
      </Group>
    </Modal>
  )
}
