import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, Group, Image, Modal, Stack, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { AnchorLink } from '@/components/anchor-link'
import type { WorkRequest } from '@/contract/work-requests'
import { formatDateTime } from '@/lib/format/date'
import { stopReasonName } from '@/lib/messages/stop-reasons'
import { Photo } from '../event/event-photos'
import { useRequestLabels } from './request-labels'

const urgencyColour = { low: 'gray', high: 'orange', stopped: 'red' } as const
const stateColour = { new: 'blue', accepted: 'green', declined: 'gray' } as const

/**
 * One work request: the machine, what is wrong, how urgent, who and when, its photos and its state.
 * A new one offers its triage to a manager: a corrective work order pre-filled from it, or a
 * decline with a reason.
 */
export function RequestCard({
  request,
  triage,
  onDecline,
}: {
  request: WorkRequest
  triage: boolean
  onDecline: (request: WorkRequest) => void
}) {
  const { t, i18n } = useLingui()
  const labels = useRequestLabels()
  const [opened, setOpened] = useState<string | null>(null)
  const where = request.assetName ? `${request.machineName} · ${request.assetName}` : request.machineName
  return (
    <Card withBorder padding="sm" radius="md" component="article" aria-label={t`Request on ${where}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700}>{where}</Text>
          <Group gap={6}>
            <Badge color={urgencyColour[request.urgency]} variant="light">
              {labels.urgency[request.urgency]}
            </Badge>
            <Badge color={stateColour[request.state]}>{labels.state[request.state]}</Badge>
          </Group>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{request.description}</Text>
        {request.stopReasonCode ? (
          <Text size="sm" c="dimmed">
            {t`Stop: ${stopReasonName(i18n, request.stopReasonCode, request.stopReasonCode)}`}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {t`Reported by ${request.requestedBy.name} on ${formatDateTime(request.createdAt)}`}
        </Text>
        {request.photos.length > 0 ? (
          <Group gap="xs">
            {request.photos.map((photo) => (
              <Photo key={photo.id} image={photo} onOpen={setOpened} />
            ))}
          </Group>
        ) : null}
        {request.state === 'accepted' && request.workOrderId !== null ? (
          <Text size="sm">
            {/* Underlined: beside text, colour alone does not tell a link (axe link-in-text-block). */}
            <AnchorLink
              to="/maintenance/events/$event"
              params={{ event: String(request.workOrderId) }}
              underline="always"
            >
              {t`Work order no. ${request.workOrderId}`}
            </AnchorLink>
            {request.decidedBy ? ` · ${t`accepted by ${request.decidedBy.name}`}` : ''}
          </Text>
        ) : null}
        {request.state === 'declined' ? (
          <Text size="sm" data-testid="decline-reason">
            {request.decidedBy
              ? t`Declined by ${request.decidedBy.name}: ${request.declineReason ?? ''}`
              : t`Declined: ${request.declineReason ?? ''}`}
          </Text>
        ) : null}
        {triage && request.state === 'new' ? (
          <Group gap="xs" justify="flex-end">
            <Button variant="default" size="xs" onClick={() => onDecline(request)}>
              <Trans>Decline</Trans>
            </Button>
            <Button
              size="xs"
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/maintenance/tasks/new-order"
                  search={{
                    machineId: request.machineId,
                    assetId: request.assetId ?? undefined,
                    description: request.description.slice(0, 500),
                    workRequestId: request.id,
                  }}
                />
              )}
            >
              <Trans>Create a work order</Trans>
            </Button>
          </Group>
        ) : null}
      </Stack>
      <Modal
        opened={opened !== null}
        onClose={() => setOpened(null)}
        size="xl"
        title={t`Photo`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        {opened ? <Image src={opened} alt="" fit="contain" mah="75dvh" /> : null}
      </Modal>
    </Card>
  )
}
