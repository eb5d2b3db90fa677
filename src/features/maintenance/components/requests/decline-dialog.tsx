import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import { showToast } from '@/components/toast'
import { WORK_REQUEST_REASON_MAX, type WorkRequest } from '@/contract/work-requests'
import { errorMessage } from '@/lib/messages/api-errors'
import { useDeclineWorkRequest } from '../../api/decline-work-request'

/** Declining a request says why: the requester reads the reason (and gets a bell). Online only. */
export function DeclineDialog({ request, onClose }: { request: WorkRequest | null; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={t`Decline the request`}
      size="md"
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {request ? <DeclineForm request={request} onClose={onClose} /> : null}
    </Modal>
  )
}

function DeclineForm({ request, onClose }: { request: WorkRequest; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const decline = useDeclineWorkRequest()
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const submit = () => {
    if (!reason.trim()) {
      setProblem(t`Say why, for the person who reported it.`)
      return
    }
    decline.mutate(
      { id: request.id, reason: reason.trim() },
      {
        onSuccess: () => {
          showToast(t`Request declined.`)
          onClose()
        },
      },
    )
  }
  return (
    <Stack gap="sm">
      <Text size="sm">
        {request.machineName} · {request.description}
      </Text>
      <Textarea
        label={t`Why is it declined?`}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        maxLength={WORK_REQUEST_REASON_MAX}
        autosize
        minRows={2}
        required
        error={problem}
        data-autofocus
      />
      {decline.isError ? <Alert color="red">{errorMessage(decline.error, i18n)}</Alert> : null}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button color="red" onClick={submit} loading={decline.isPending}>
          <Trans>Decline</Trans>
        </Button>
      </Group>
    </Stack>
  )
}
