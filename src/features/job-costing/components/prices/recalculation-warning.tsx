import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Text } from '@mantine/core'
import { SimpleDialog } from '@/components/simple-dialog'
import { feedbackMessage } from '@/lib/messages/feedback'

/**
 * The warning before any price or period save (spec 002 §4): prices change the costs of every
 * order they apply to, and the server recalculates them in the background.
 */
export function RecalculationWarning({
  opened,
  saving,
  onCancel,
  onAccept,
}: {
  opened: boolean
  saving: boolean
  onCancel: () => void
  onAccept: () => void
}) {
  const { t, i18n } = useLingui()
  return (
    <SimpleDialog
      opened={opened}
      onClose={onCancel}
      title={feedbackMessage('WARNING', i18n)}
      closeLabel={t`Close`}
      maxWidth={460}
    >
      <Text size="sm">{feedbackMessage('HEAVY_CALCULATION_PROCESS_WARNING', i18n)}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={onAccept} loading={saving}>
          <Trans>Accept</Trans>
        </Button>
      </Group>
    </SimpleDialog>
  )
}
