import { Trans } from '@lingui/react/macro'
import { Button, Group, Modal } from '@mantine/core'

interface ConfirmModalProps {
  opened: boolean
  /** The question, also the dialog's title and accessible name. */
  question: string
  busy: boolean
  onYes: () => void
  onNo: () => void
}

/** A Yes/No question with a static backdrop (spec 002 §2.3): only its buttons close it. */
export function ConfirmModal({ opened, question, busy, onYes, onNo }: ConfirmModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onNo}
      title={question}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      size="sm"
      centered
    >
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onNo} disabled={busy}>
          <Trans>No</Trans>
        </Button>
        <Button onClick={onYes} loading={busy}>
          <Trans>Yes</Trans>
        </Button>
      </Group>
    </Modal>
  )
}
