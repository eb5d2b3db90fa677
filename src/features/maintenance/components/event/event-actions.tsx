import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, List, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { lazy, Suspense, useState } from 'react'
import type { MaintenanceEventDetail } from '@/contract/maintenance'
import type { ActionKind, MaintenanceActor } from '@/contract/maintenance-rules'
import { errorMessage } from '@/lib/messages/api-errors'
import { useChangeEvent } from '../../api/change-event'
import { offeredActions } from '../../model/event-actions'
import { needsAttention, type PendingWork } from '../../model/pending-changes'
import { useMaintenanceLabels } from '../labels'
import { useChangeFeedback } from '../pending/use-change-feedback'
import type { ActionInput } from './action-dialog'

// The action's dialog (date picker, number and text fields, modal: about 25 KB gzip) loads when an
// action is chosen, not with the work order (issue 30).
const ActionDialog = lazy(() => import('./action-dialog').then((m) => ({ default: m.ActionDialog })))

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
  stepsLeft = 0,
}: {
  /** The work order as shown: the server's copy with this device's waiting changes applied. */
  event: MaintenanceEventDetail
  work: PendingWork | undefined
  actor: MaintenanceActor
  today: string
  /** Required procedure steps unanswered (null: not known yet): "Mark done" waits for none. */
  stepsLeft?: number | null
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
  const left = stepsLeft ?? 0
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
              disabled={kind === 'complete' && stepsLeft !== 0}
              aria-describedby={kind === 'complete' && stepsLeft ? 'steps-left' : undefined}
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
      {offered.includes('complete') && stepsLeft ? (
        <Text size="sm" c="orange" id="steps-left" data-testid="steps-left">
          {left === 1 ? t`1 required step left` : t`${left} required steps left`}
        </Text>
      ) : null}
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
        <Suspense fallback={null}>
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
        </Suspense>
      ) : null}
    </Stack>
  )
}
