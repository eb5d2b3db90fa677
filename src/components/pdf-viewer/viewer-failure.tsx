import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { apiErrorMessage } from '@/lib/messages/api-errors'
import { feedbackMessage } from '@/lib/messages/feedback'
import { useOnlineState } from '@/offline/online-status'

/** The spec's messages (001 §8): chapter not found, PDF display failure, download error. */
export function ViewerFailure({
  reason,
  status,
  onRetry,
}: {
  reason: 'load' | 'render'
  status?: number
  onRetry: () => void
}) {
  const { i18n } = useLingui()
  const { online } = useOnlineState()
  const message =
    reason === 'render'
      ? feedbackMessage('PDF_VIEWER_ERROR', i18n)
      : status === 404
        ? feedbackMessage('CHAPTER_NOT_FOUND', i18n)
        : status === 403
          ? apiErrorMessage('MACHINE_NOT_ASSIGNED', i18n)
          : feedbackMessage('DOWNLOAD_ERROR', i18n)
  return (
    <Alert color="red" title={message} maw={480} role="alert">
      <Stack gap="sm">
        {!online && reason === 'load' && (
          <Text size="sm">
            <Trans>
              This document is not saved on this device. Connect to the network to open it, or save it for
              offline use first.
            </Trans>
          </Text>
        )}
        <Group>
          <Button size="xs" onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  )
}
