import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { apiErrorMessage } from '@/lib/messages/api-errors'
import { discardCommand, listCommands, retryCommand } from '../outbox/outbox'
import type { OutboxCommand } from '../outbox/types'
import { shortDateTime } from './format'

/**
 * The user's queued changes and their state, with retry and discard. Refused changes (4xx) and
 * conflicts (409) show the server's message and wait here; nothing leaves the list unless it was
 * delivered or the user discarded it.
 */
export function PendingChanges({ userId }: { userId: number }) {
  const commands = useLiveQuery(() => listCommands(userId), [userId])
  if (!commands) return null
  if (commands.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No pending changes: everything has been sent.</Trans>
      </Text>
    )
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {commands.map((command) => (
        <CommandRow key={command.id} command={command} />
      ))}
    </Stack>
  )
}

function useStatusText(command: OutboxCommand): { label: string; color: string } {
  const { t } = useLingui()
  const retryAt = shortDateTime(command.nextAttemptAt)
  switch (command.status) {
    case 'pending':
      return command.error?.status === 401
        ? { label: t`Waiting for you to sign in again`, color: 'orange' }
        : { label: t`Waiting to be sent`, color: 'gray' }
    case 'sending':
      return { label: t`Sending`, color: 'blue' }
    case 'failed':
      return { label: t`Not sent yet, next try at ${retryAt}`, color: 'orange' }
    case 'rejected':
      return { label: t`Refused by the server`, color: 'red' }
    case 'conflict':
      return { label: t`Conflict: changed elsewhere`, color: 'red' }
  }
}

function useKindLabel(kind: string): string {
  const { t } = useLingui()
  const labels: Record<string, string> = { 'support-message': t`Support message` }
  return labels[kind] ?? kind
}

function CommandRow({ command }: { command: OutboxCommand }) {
  const { t, i18n } = useLingui()
  const status = useStatusText(command)
  const kind = useKindLabel(command.kind)
  const [confirming, setConfirming] = useState(false)
  const decide = command.status === 'rejected' || command.status === 'conflict'
  const created = shortDateTime(command.created)
  const files = command.body.kind === 'multipart' ? command.body.files.length : 0
  const attempts = command.attempts
  return (
    <Paper component="li" withBorder p="sm" radius="sm" aria-label={`${kind}: ${command.summary}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" style={{ wordBreak: 'break-word' }}>
            {command.summary || kind}
          </Text>
          <Text size="xs" c="dimmed">
            {kind} · <Trans>saved {created}</Trans>
            {files > 0 ? (
              <>
                {' '}
                · <Trans>files: {files}</Trans>
              </>
            ) : null}
            {attempts > 0 ? (
              <>
                {' '}
                · <Trans>attempts: {attempts}</Trans>
              </>
            ) : null}
          </Text>
        </Stack>
        <Badge color={status.color} variant="light" style={{ flex: 'none' }}>
          {status.label}
        </Badge>
      </Group>
      {command.error && decide ? (
        // The app's text for the error code, then the server's own words (they name the field or the conflict).
        <Stack gap={0} mt={6} role="alert">
          <Text size="sm" c="red">
            {apiErrorMessage(command.error.code, i18n)}
          </Text>
          <Text size="xs" c="dimmed">
            {command.error.message}
          </Text>
        </Stack>
      ) : null}
      {command.error && command.status === 'failed' ? (
        <Text size="xs" mt={6} c="dimmed">
          {command.error.message}
        </Text>
      ) : null}
      {command.status === 'sending' ? null : confirming ? (
        <Group mt="xs" gap="xs" justify="flex-end">
          <Text size="sm">
            <Trans>Discard this change? It will not be sent.</Trans>
          </Text>
          <Button size="compact-sm" color="red" onClick={() => void discardCommand(command.id)}>
            <Trans>Discard</Trans>
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
            <Trans>Keep</Trans>
          </Button>
        </Group>
      ) : (
        <Group mt="xs" gap="xs" justify="flex-end">
          {command.status !== 'pending' ? (
            <Button size="compact-sm" variant="light" onClick={() => void retryCommand(command.id)}>
              {decide ? t`Retry` : t`Retry now`}
            </Button>
          ) : null}
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => setConfirming(true)}>
            <Trans>Discard…</Trans>
          </Button>
        </Group>
      )}
    </Paper>
  )
}
