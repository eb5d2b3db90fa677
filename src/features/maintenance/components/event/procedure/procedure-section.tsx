import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core'
import { useEffect, useState } from 'react'
import { showToast } from '@/components/toast'
import type { MaintenanceEventDetail } from '@/contract/maintenance'
import type { ProcedureStep, StepAnswerValue } from '@/contract/maintenance-procedures'
import { actionVerdict, eventFacts, type MaintenanceActor } from '@/contract/maintenance-rules'
import { apiErrorMessage } from '@/lib/messages/api-errors'
import { hasRole } from '@/lib/roles/check'
import { filesWorkRequests } from '@/lib/roles/maintenance'
import { discardCommand } from '@/offline/outbox/outbox'
import { useSession } from '@/offline/session-store'
import { useAnswerStep } from '../../../api/answer-step'
import type { PendingWork } from '../../../model/pending-changes'
import { procedureStatus, type RefusedAnswer, shownProcedure } from '../../../model/procedure-answers'
import { FlaggedStepActions } from './flagged-step-actions'
import { StepCard } from './step-card'

export interface ProcedureProps {
  /** The work order as shown (the server's copy with this device's waiting changes applied). */
  event: MaintenanceEventDetail
  work: PendingWork | undefined
  actor: MaintenanceActor
  /** How many required steps are still unanswered: "Mark done" waits for none. */
  onStepsLeft: (left: number) => void
}

/**
 * The work order's procedure (issue 33), step by step in order, answered on the tablet: each answer
 * goes through the outbox the moment it is given (api/answer-step.ts), so a tablet that dies in the
 * middle loses nothing, and shows "waiting to send" until delivered. A failed check or a reading
 * out of range marks the work order and offers, in one tap, a work request or (to a maintenance
 * manager) a corrective work order. Loaded apart: the work order is a first screen, and this part
 * brings the procedure contract (and zod) with it.
 */
export default function ProcedureSection({ event, work, actor, onStepsLeft }: ProcedureProps) {
  const { t, i18n } = useLingui()
  const { user } = useSession()
  const me = user.user || user.username
  const answerStep = useAnswerStep()
  const procedure = event.procedure
  const shown = shownProcedure(procedure, event.answers, work, me)
  const status = procedureStatus(procedure, shown)
  const canAnswer = actionVerdict(actor, eventFacts(event), 'complete').allowed
  const canReport = filesWorkRequests(user.roles)
  // The role /maintenance/tasks/new-order requires: a button it would refuse is not offered.
  const canOrder = hasRole(user.roles, 'ROLE_MAINTENANCE_ASSISTANCE_MANAGER')
  const left = status.missing.length
  // Sign-offs whose password the server refused while the user waited (the command is dropped then).
  const [passwordRefused, setPasswordRefused] = useState<ReadonlySet<string>>(new Set())
  const markRefused = (stepId: string, refused: boolean) =>
    setPasswordRefused((was) => {
      const next = new Set(was)
      if (refused) next.add(stepId)
      else next.delete(stepId)
      return next
    })
  useEffect(() => onStepsLeft(left), [left, onStepsLeft])
  if (!procedure) return null

  const answer = async (step: ProcedureStep, value: StepAnswerValue, photo?: File) => {
    // A refused answer of the step (a sign-off's password) is replaced, not left blocking the queue.
    const refused = shown.refused.get(step.id)
    if (refused?.status === 'rejected') await discardCommand(refused.commandId)
    markRefused(step.id, false)
    try {
      const result = await answerStep.mutateAsync({
        event,
        work,
        stepId: step.id,
        value,
        photo,
        summary: `${event.taskName} · ${step.title}`,
      })
      if (result.outcome === 'rejected') {
        if (result.code === 'SIGNOFF_REFUSED') markRefused(step.id, true)
        showToast(
          result.code === 'SIGNOFF_REFUSED'
            ? t`Password not accepted. The step is not signed.`
            : apiErrorMessage(result.code, i18n),
          'red',
        )
      } else if (result.outcome === 'conflict') {
        showToast(t`This answer was changed on another device: choose which one to keep.`, 'red')
      }
    } catch (error) {
      showToast(apiErrorMessage((error as { code?: string }).code, i18n), 'red')
    }
  }
  const dismiss = (refused: RefusedAnswer) => void discardCommand(refused.commandId)
  const flagged = status.outOfLimits.length
  return (
    <Card withBorder padding="md" data-testid="procedure">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5">
            <Trans>Procedure</Trans>
          </Title>
          <Group gap="xs">
            {flagged > 0 ? (
              <Badge color="red" variant="filled" size="lg" data-testid="out-of-limits">
                {flagged === 1 ? t`1 step out of limits` : t`${flagged} steps out of limits`}
              </Badge>
            ) : null}
            <Text size="sm" c={left > 0 ? undefined : 'dimmed'}>
              {left === 0
                ? t`Every required step answered`
                : left === 1
                  ? t`1 required step left`
                  : t`${left} required steps left`}
            </Text>
          </Group>
        </Group>
        <FlaggedStepActions
          event={event}
          answers={shown.answers}
          flagged={status.outOfLimits}
          canReport={canReport}
          canOrder={canOrder}
        />
        {procedure.steps.map((step, index) => (
          <StepCard
            key={step.id}
            step={step}
            number={index + 1}
            answer={shown.answers.get(step.id)}
            refused={shown.refused.get(step.id)}
            passwordRefused={passwordRefused.has(step.id)}
            images={event.images}
            me={me}
            disabled={!canAnswer}
            onAnswer={answer}
            onDismiss={dismiss}
          />
        ))}
      </Stack>
    </Card>
  )
}
