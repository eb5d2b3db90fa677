import '@mantine/dates/styles.layer.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Center, Group, Modal, NumberInput, Stack, Textarea } from '@mantine/core'
import { DatePicker, DatesProvider } from '@mantine/dates'
import dayjs from 'dayjs'
import { useState } from 'react'
import type { MaintenanceEventChange, MaintenanceEventDetail } from '@/contract/maintenance'
import {
  type ActionKind,
  checkAction,
  eventFacts,
  type MaintenanceAction,
  type MaintenanceActor,
  type RuleReason,
} from '@/contract/maintenance-rules'
import { moveWindow } from '../../model/event-actions'
import { useMaintenanceLabels } from '../labels'
import { PhotosInput } from '../photos-input'

export interface ActionInput {
  action: MaintenanceEventChange['action']
  photos: File[]
}

interface ActionDialogProps {
  kind: ActionKind
  event: MaintenanceEventDetail
  actor: MaintenanceActor
  today: string
  busy: boolean
  /** The server's refusal or failure, in words. */
  error: string | null
  onSubmit: (input: ActionInput) => void
  onClose: () => void
}

/**
 * One action on a work order: its fields (duration and photo to complete, a day to move, notes),
 * checked with the same rule module the server applies before anything is sent. Closing with
 * something typed asks first (spec 001 §5: unconfirmed changes are confirmed before leaving).
 */
export function ActionDialog({
  kind,
  event,
  actor,
  today,
  busy,
  error,
  onSubmit,
  onClose,
}: ActionDialogProps) {
  const { t } = useLingui()
  const labels = useMaintenanceLabels()
  const [duration, setDuration] = useState<number | string>(event.plannedMinutes ?? '')
  const [day, setDay] = useState<string | null>(null)
  const [notes, setNotes] = useState('')
  const [photos, setPhotos] = useState<File[]>([])
  const [refusal, setRefusal] = useState<RuleReason | null>(null)
  const [confirmingClose, setConfirmingClose] = useState(false)
  const dirty = notes.trim() !== '' || photos.length > 0 || day !== null
  const moves = kind === 'postpone' || kind === 'reschedule'
  const span = moveWindow(event, today)

  const requestClose = () => (dirty && !busy ? setConfirmingClose(true) : onClose())

  const submit = () => {
    const action: MaintenanceAction =
      kind === 'complete'
        ? { kind, durationMinutes: typeof duration === 'number' ? duration : null }
        : moves
          ? { kind, to: day ?? '' }
          : { kind }
    const verdict = checkAction(actor, eventFacts(event), action, today, { maxSpanDays: event.maxSpanDays })
    if (!verdict.ok) {
      setRefusal(moves && !day ? 'INVALID_DATE' : verdict.reason)
      return
    }
    setRefusal(null)
    const note = notes.trim() || undefined
    onSubmit({
      action:
        action.kind === 'complete'
          ? { kind: 'complete', durationMinutes: action.durationMinutes as number, notes: note }
          : { ...action, notes: note },
      photos,
    })
  }

  return (
    <Modal opened onClose={requestClose} title={`${labels.actions[kind]} · ${event.taskName}`} size="md">
      <Stack gap="sm">
        {kind === 'complete' ? (
          <>
            <NumberInput
              label={t`How long it took (minutes)`}
              value={duration}
              onChange={setDuration}
              min={1}
              max={100_000}
              allowDecimal={false}
              required
              error={refusal === 'DURATION_REQUIRED' ? labels.reasons.DURATION_REQUIRED : undefined}
              data-autofocus
            />
            <PhotosInput value={photos} onChange={setPhotos} />
          </>
        ) : null}
        {moves ? (
          <Center>
            <DatesProvider settings={{ locale: dayjs.locale(), firstDayOfWeek: 1 }}>
              <DatePicker
                value={day}
                onChange={setDay}
                minDate={span.min}
                maxDate={span.max ?? undefined}
                defaultDate={event.date < today ? today : event.date}
                excludeDate={(d) => d === event.date || (kind === 'postpone' && d < event.date)}
                aria-label={t`New day`}
              />
            </DatesProvider>
          </Center>
        ) : null}
        <Textarea
          label={kind === 'cancel' ? t`Why is it cancelled?` : t`Notes`}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          maxLength={1000}
          autosize
          minRows={2}
        />
        {refusal && refusal !== 'DURATION_REQUIRED' ? (
          <Alert color="orange">
            {refusal === 'INVALID_DATE' && !day ? t`Choose the new day.` : labels.reasons[refusal]}
          </Alert>
        ) : null}
        {error ? <Alert color="red">{error}</Alert> : null}
        {confirmingClose ? (
          <Alert color="yellow" title={t`Discard what you entered?`}>
            <Group gap="xs" mt="xs">
              <Button size="xs" color="red" variant="light" onClick={onClose}>
                <Trans>Discard</Trans>
              </Button>
              <Button size="xs" variant="default" onClick={() => setConfirmingClose(false)}>
                <Trans>Keep editing</Trans>
              </Button>
            </Group>
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={requestClose} disabled={busy}>
            <Trans context="go back to the previous page">Back</Trans>
          </Button>
          <Button onClick={submit} loading={busy} color={kind === 'cancel' ? 'red' : undefined}>
            {labels.actions[kind]}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
