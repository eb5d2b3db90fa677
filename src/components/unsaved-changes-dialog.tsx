import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Text } from '@mantine/core'

interface UnsavedChangesDialogProps {
  onStay: () => void
  onDiscard: () => void
}

/** The question of unsaved-changes-guard.tsx, loaded when a navigation is first held. */
export default function UnsavedChangesDialog({ onStay, onDiscard }: UnsavedChangesDialogProps) {
  const { t } = useLingui()
  return (
    <Modal opened onClose={onStay} title={t`Leave without saving?`} size="sm">
      <Text size="sm">
        <Trans>Your changes are not saved yet. If you leave now they are lost.</Trans>
      </Text>
      <Group justify="flex-end" mt="md" gap="xs">
        <Button variant="default" onClick={onStay}>
          <Trans>Stay</Trans>
        </Button>
        <Button color="red" onClick={onDiscard}>
          <Trans>Discard changes</Trans>
        </Button>
      </Group>
    </Modal>
  )
}
