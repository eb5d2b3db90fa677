import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, List, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useState } from 'react'
import { showToast } from '@/components/toast'
import type { MaintenanceEventDetail } from '@/contract/maintenance'
import type { ActionKind, MaintenanceActor, RuleReason } from '@/contract/maintenance-rules'
import { isApiError } from '@/lib/api/errors'
import { errorMessage } from '@/lib/messages/api-errors'
import { useChangeEvent } from '../../api/change-event'
import { uploadEventImage } from '../../api/upload-event-image'
import { offeredActions } from '../../model/event-actions'
import { useMaintenanceLabels } from '../labels'
import { ActionDialog, type ActionInput } from './action-dialog'

/**
 * The transitions the rules allow this user on this work order (and, on request, why the others
 * are not offered). A photo taken while completing is uploaded first, so the work order is never
 * done without the photo the technician took.
 */
export function EventActions({
  event,
  actor,
  today,
}: {
  event: MaintenanceEventDetail
  actor: MaintenanceActor
  today: string
}) {
  const { t, i18n } = useLingui()
  const labels = useMaintenanceLabels()
  const change = useChangeEvent()
  const [open, setOpen] = useState<ActionKind | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [whyOpen, why] = useDisclosure(false)
  const { offered, refused } = offeredActions(actor, event)

  const run = async ({ action, photo }: ActionInput) => {
    setBusy(true)
    setError(null)
    try {
      if (photo) await uploadEventImage(event.id, photo)
      await change.mutateAsync({ id: event.id, version: event.version, action })
      showToast(t`Work order updated.`)
      setOpen(null)
    } catch (err) {
      if (isApiError(err) && err.status === 409) {
        setError(
          t`Someone changed this work order meanwhile. The screen now shows it as it is; check it and try again.`,
        )
      } else if (isApiError(err) && err.code === 'MAINTENANCE_RULE') {
        const reason = err.details.reason as RuleReason | undefined
        setError(reason && labels.reasons[reason] ? labels.reasons[reason] : errorMessage(err, i18n))
      } else {
        setError(errorMessage(err, i18n))
      }
    } finally {
      setBusy(false)
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
          busy={busy}
          error={error}
          onSubmit={run}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Stack>
  )
}
