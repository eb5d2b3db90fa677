import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, List, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useState } from 'react'
import type { MaintenanceEventDetail } from '@/contract/maintenance'
import type { ActionKind, MaintenanceActor } from '@/contract/maintenance-rules'
import { errorMessage } from '@/lib/messages/api-errors'
import { useChangeEvent } from '../../api/change-event'
import { offeredActions } from '../../model/event-actions'
import { needsAttention, type PendingWork } from '../../model/pending-changes'
import { useMaintenanceLabels } from '../labels'
import { useChangeFeedback } from '../pending/use-change-feedback'
import { ActionDialog, type ActionInput } from './action-dialog'

/**
 * The transitions the rules allow this user on this work order (and, on request, why the others
 * are not offered), decided on the work order as this device shows it, so offline too. A change
 * goes through the outbox; photos taken while completing are queued before it, so the work order
 * is never done on the server without the photos the technician took.
 */
export function EventActions({
  event,
  work,
  actor,
  today,
}: {
  /** The work order as shown: the server's copy with this device's waiting changes applied. */
  event: MaintenanceEventDetail
  work: PendingWork | undefined
  actor: MaintenanceActor
  today: string
}) {
  const { t, i18n } = useLingui()
  const labels = useMaintenanceLabels()
  const change = useChangeEvent()
  const feedback = useChangeFeedback()
  const [open, setOpen] = useState<ActionKind | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [whyOpen, why] = useDisclosure(false)
  // A change waiting for the user's decision comes first: nothing more is offered until then.
  const blocked = needsAttention(work)
  const { offered, refused } = blocked ? { offered: [], refused: [] } : offeredActions(actor, event)

  const run = async ({ action, photos }: ActionInput) => {
    setError(null)
    try {
      const result = await change.mutateAsync({
        event,
        work,
        action,
        photos,
        summary: `${event.taskName} · ${labels.actions[action.kind]}`,
      })
      const refusal = feedback(result, t`Work order updated.`)
      if (refusal) setError(refusal)
      else setOpen(null)
    } catch (err) {
      setError(errorMessage(err, i18n))
    }
  }
  return (
    <Stack gap="xs">
      {offered.length > 0 ? (
        <Group gap="xs">
          {offered.map((kind) => (
            <Button
              key={kind}
              variant={kind === 'complete' ? 'filled' : kind === 'cancel' ? 'light' : 'default'}
              color={kind === 'cancel' ? 'red' : kind === 'complete' ? 'green' : undefined}
              onClick={() => {
                setError(null)
                setOpen(kind)
              }}
            >
              {labels.actions[kind]}
            </Button>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>There is nothing you can change on this work order.</Trans>
        </Text>
      )}
      {refused.length > 0 ? (
        <div>
          <Button variant="subtle" size="compact-xs" onClick={why.toggle} aria-expanded={whyOpen}>
            {whyOpen ? t`Hide why some actions are not offered` : t`Why are some actions not offered?`}
          </Button>
          {whyOpen ? (
            <List size="sm" mt={4}>
              {refused.map(({ kind, reason }) => (
                <List.Item key={kind}>
                  <b>{labels.actions[kind]}</b>: {labels.reasons[reason]}
                </List.Item>
              ))}
            </List>
          ) : null}
        </div>
      ) : null}
      {open ? (
        <ActionDialog
          kind={open}
          event={event}
          actor={actor}
          today={today}
          busy={change.isPending}
          error={error}
          onSubmit={run}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Stack>
  )
}
