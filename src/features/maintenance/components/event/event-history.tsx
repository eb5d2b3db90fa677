import { Trans, useLingui } from '@lingui/react/macro'
import { Stack, Text, Timeline, Title } from '@mantine/core'
import type { MaintenanceHistoryAnswer, MaintenanceHistoryEntry } from '@/contract/maintenance'
import type { ProcedureStep } from '@/contract/maintenance-procedures'
import { formatDate, formatDateTime } from '@/lib/format/date'
import { useMaintenanceLabels } from '../labels'
import { useRecentText } from '../use-recent-text'
import { useAnswerWords } from './procedure/use-answer-words'

/**
 * Every change of the work order: who, when, from, to, why (newest first, as the server sends it).
 * A change made offline says when it was done on the device as well as when the server got it. A
 * procedure step's answer (issue 33) is put in the user's words: the step's title (`steps`, the
 * work order's procedure), the answer, whether it is out of limits, and the technician's note.
 */
export function EventHistory({
  history,
  today,
  steps,
}: {
  history: MaintenanceHistoryEntry[]
  today?: string
  steps?: readonly ProcedureStep[]
}) {
  const { t } = useLingui()
  const labels = useMaintenanceLabels()
  const recent = useRecentText(today)
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        <Trans>History</Trans>
      </Title>
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No changes yet.</Trans>
        </Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2} active={history.length}>
          {history.map((h) => {
            const moved = h.fromDate && h.toDate && h.fromDate !== h.toDate
            const state =
              h.fromState !== h.toState
                ? `${labels.states[h.fromState] ?? h.fromState} → ${labels.states[h.toState] ?? h.toState}`
                : (labels.states[h.toState] ?? '')
            return (
              <Timeline.Item key={h.id} title={h.answer ? t`Step answered` : labels.happened[h.action]}>
                <Text size="xs" c="dimmed">
                  {formatDateTime(h.at)}
                  {recent(h.at) ? ` (${recent(h.at)})` : ''} · {h.userName ?? t`System`}
                </Text>
                {h.deviceAt ? (
                  <Text size="xs" c="dimmed" data-testid="history-device-time">
                    {t`Done on the device at ${formatDateTime(h.deviceAt)}, received ${formatDateTime(h.at)}`}
                  </Text>
                ) : null}
                <Text size="sm">
                  {state}
                  {moved ? ` · ${formatDate(h.fromDate as string)} → ${formatDate(h.toDate as string)}` : ''}
                </Text>
                {h.answer ? <AnswerLine answer={h.answer} steps={steps} /> : null}
                {h.notes ? (
                  <Text size="sm" fs="italic">
                    “{h.notes}”
                  </Text>
                ) : null}
              </Timeline.Item>
            )
          })}
        </Timeline>
      )}
    </Stack>
  )
}

/** "Blade wear: 2.6 mm · Out of limits": the step by its title (its id when the procedure lacks it). */
function AnswerLine({
  answer,
  steps,
}: {
  answer: MaintenanceHistoryAnswer
  steps: readonly ProcedureStep[] | undefined
}) {
  const { t } = useLingui()
  const words = useAnswerWords()
  const step = steps?.find((s) => s.id === answer.stepId)
  return (
    <Text size="sm" data-testid="history-answer">
      {step?.title ?? answer.stepId}: {words(step, answer.value)}
      {answer.outOfLimits ? (
        <Text span c="red.8" fw={600}>
          {' · '}
          {t`Out of limits`}
        </Text>
      ) : null}
    </Text>
  )
}
