import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Badge,
  Button,
  Divider,
  Drawer,
  FileInput,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { SUPPORT_MAX_FILE_BYTES, SUPPORT_MAX_FILES, supportImageTypes } from '@/contract/account'
import { asApiError } from '@/lib/api/errors'
import { formatDateTime } from '@/lib/format/date'
import { apiErrorMessage } from '@/lib/messages/api-errors'
import { useSentSupportMessages } from '../api/get-sent-messages'
import { useQueuedSupportMessages, useSendSupportMessage } from '../api/send-support-message'
import { checkSupportForm, type SupportField } from '../model/support-form'

interface SupportPanelProps {
  opened: boolean
  onClose: () => void
}

/** The SAT panel: a message to technical assistance, and the user's sent messages below. */
export function SupportPanel({ opened, onClose }: SupportPanelProps) {
  const { t } = useLingui()
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={t`Support (SAT)`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="lg">
        <SupportForm />
        <Divider />
        <SentMessages />
      </Stack>
    </Drawer>
  )
}

function SupportForm() {
  const { t, i18n } = useLingui()
  const send = useSendSupportMessage()
  const [subject, setSubject] = useState('')
  const [message, setMessage] = useState('')
  const [photos, setPhotos] = useState<File[]>([])
  const [submitted, setSubmitted] = useState(false)

  const tooMany = photos.length > SUPPORT_MAX_FILES
  const tooBig = photos.some((p) => p.size > SUPPORT_MAX_FILE_BYTES)
  const photoError = tooMany
    ? t`At most ${SUPPORT_MAX_FILES} photos`
    : tooBig
      ? t`Each photo must be under 10 MB`
      : undefined

  const checked = checkSupportForm({ subject, message })
  const problemText = (field: SupportField) => {
    const problem = !submitted || checked.ok ? undefined : checked.problems[field]
    if (!problem) return undefined
    return problem.kind === 'required' ? t`This field is required` : t`At most ${problem.max} characters`
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (!checked.ok || photoError) return
    send.mutate(
      { subject: checked.message.subject, message: checked.message.message, photos },
      {
        onSuccess: () => {
          setSubject('')
          setMessage('')
          setPhotos([])
          setSubmitted(false)
        },
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>Write to technical assistance. Photos of the problem help us answer faster.</Trans>
        </Text>
        <TextInput
          label={t`Subject`}
          value={subject}
          maxLength={200}
          onChange={(e) => setSubject(e.currentTarget.value)}
          error={problemText('subject')}
        />
        <Textarea
          label={t`Message`}
          value={message}
          autosize
          minRows={4}
          maxRows={10}
          onChange={(e) => setMessage(e.currentTarget.value)}
          error={problemText('message')}
        />
        <FileInput
          label={t`Photos (optional)`}
          placeholder={t`Choose photos`}
          multiple
          clearable
          accept={supportImageTypes.join(',')}
          value={photos}
          onChange={setPhotos}
          error={photoError}
        />
        {send.isError ? (
          <Alert color="red" variant="light" role="alert" py="xs">
            <Trans>The support message was not sent.</Trans> {asApiError(send.error).message}
          </Alert>
        ) : null}
        {send.data?.outcome === 'delivered' ? (
          <Alert color="green" variant="light" role="status" py="xs">
            <Trans>Message sent. Technical assistance will answer by e-mail.</Trans>
          </Alert>
        ) : null}
        {send.data?.outcome === 'queued' ? (
          <Alert color="blue" variant="light" role="status" py="xs">
            <Trans>Saved on this device. The message will be sent as soon as there is a connection.</Trans>
          </Alert>
        ) : null}
        {send.data?.outcome === 'rejected' || send.data?.outcome === 'conflict' ? (
          <Alert color="red" variant="light" role="alert" py="xs">
            <Trans>The support message was not sent.</Trans> {apiErrorMessage(send.data.error.code, i18n)}{' '}
            <Trans>You can retry or discard it under Pending changes.</Trans>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            <Trans>Send</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

function SentMessages() {
  const sent = useSentSupportMessages()
  // Written on this device and not delivered yet: shown first, from the outbox.
  const queued = useQueuedSupportMessages() ?? []
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        <Trans>Sent messages</Trans>
      </Title>
      {sent.isPending ? <Loader size="sm" /> : null}
      {sent.isError ? (
        <Text size="sm" c="dimmed">
          <Trans>Your messages could not be loaded.</Trans>
        </Text>
      ) : null}
      {queued.map((command) => (
        <Paper key={command.id} withBorder p="sm" radius="sm">
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text fw={600} size="sm" style={{ wordBreak: 'break-word' }}>
              {command.summary}
            </Text>
            <Badge
              variant="light"
              color={command.status === 'rejected' || command.status === 'conflict' ? 'red' : 'orange'}
              size="sm"
              style={{ flex: 'none' }}
            >
              {command.status === 'rejected' || command.status === 'conflict' ? (
                <Trans>Refused by the server</Trans>
              ) : (
                <Trans>Waiting to be sent</Trans>
              )}
            </Badge>
          </Group>
        </Paper>
      ))}
      {sent.data?.length === 0 && queued.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>You have not sent any message yet.</Trans>
        </Text>
      ) : null}
      {sent.data?.map((m) => (
        <Paper key={m.id} withBorder p="sm" radius="sm">
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text fw={600} size="sm" style={{ wordBreak: 'break-word' }}>
              {m.subject}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(m.createdAt)}
            </Text>
          </Group>
          <Text size="sm" mt={4} lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
            {m.message}
          </Text>
          {m.attachments.length > 0 ? (
            <Badge mt="xs" variant="light" color="gray" size="sm">
              <Trans>Photos: {m.attachments.length}</Trans>
            </Badge>
          ) : null}
        </Paper>
      ))}
    </Stack>
  )
}
