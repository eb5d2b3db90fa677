import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group } from '@mantine/core'
import { lazy, Suspense } from 'react'
import type { MaintenanceEvent } from '@/contract/maintenance'
import type { MaintenanceActor } from '@/contract/maintenance-rules'
import { apiErrorMessage, isKnownErrorCode } from '@/lib/messages/api-errors'
import { discardCommand } from '@/offline/outbox/outbox'
import type { PendingWork } from '../../model/pending-changes'
import { useMaintenanceLabels } from '../labels'
import type { ProcedureKnown } from './answer-conflict'
import { ConflictPanel } from './conflict-panel'

// A procedure answer's conflict names its step and answers: loaded only when one shows.
const AnswerConflict = lazy(() => import('./answer-conflict'))

/**
 * The first change of this work order that the server did not take, with the user's choices: the
 * side-by-side view for a conflict (409), the reason and a discard for a refusal (403 or another
 * 4xx). What was queued after it waits behind it (the outbox keeps each work order's order).
 */
export function WaitingForDecision({
  server,
  work,
  actor,
  today,
}: {
  server: MaintenanceEvent & { maxSpanDays: number } & ProcedureKnown
  work: PendingWork | undefined
  actor: MaintenanceActor
  today: string
}) {
  const { t, i18n } = useLingui()
  const labels = useMaintenanceLabels()
  const stuck = work?.changes.find((c) => c.status !== 'waiting')
  if (!work || !stuck) return null
  const later = work.commandIds.slice(work.commandIds.indexOf(stuck.commandId) + 1)
  if (stuck.status === 'conflict' && stuck.current && stuck.code !== 'PROCEDURE_INCOMPLETE') {
    const panel = { pending: stuck, later, actor, today, maxSpanDays: server.maxSpanDays }
    return stuck.change.action.kind === 'answer' ? (
      <Suspense fallback={null}>
        <AnswerConflict {...panel} known={server} />
      </Suspense>
    ) : (
      <ConflictPanel {...panel} />
    )
  }
  const why = stuck.reason
    ? labels.reasons[stuck.reason]
    : stuck.code && isKnownErrorCode(stuck.code)
      ? apiErrorMessage(stuck.code, i18n)
      : stuck.message
  return (
    <Alert
      color="red"
      title={t`The server did not take your change: ${labels.actions[stuck.change.action.kind]}`}
    >
      {why}
      <Group mt="xs">
        <Button size="xs" variant="light" color="red" onClick={() => void discardCommand(stuck.commandId)}>
          <Trans>Discard it</Trans>
        </Button>
      </Group>
    </Alert>
  )
}
