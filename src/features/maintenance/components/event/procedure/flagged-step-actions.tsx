import { useLingui } from '@lingui/react/macro'
import { Button, Group } from '@mantine/core'
import type { MaintenanceEventDetail } from '@/contract/maintenance'
import type { ProcedureStep } from '@/contract/maintenance-procedures'
import type { ShownAnswer } from '../../../model/procedure-answers'
import { useCorrectiveOrder } from './use-corrective-order'
import { useReportStep } from './use-report-step'

export interface FlaggedStepActionsProps {
  event: MaintenanceEventDetail
  answers: Map<string, ShownAnswer>
  /** The steps out of limits, in the procedure's order. */
  flagged: ProcedureStep[]
  /** Files work requests (lib/roles/maintenance.ts `filesWorkRequests`). */
  canReport: boolean
  /** Creates corrective work orders (the role new-order requires). */
  canOrder: boolean
}

const tall = { size: 'md', h: 'auto', mih: 44, styles: { label: { whiteSpace: 'normal' } } } as const

/**
 * What a step out of limits offers, one tap each: a work request (the shop floor's way to ask
 * maintenance) and, for a maintenance manager, the corrective work order itself. With several
 * flagged steps each button names its step.
 */
export function FlaggedStepActions({
  event,
  answers,
  flagged,
  canReport,
  canOrder,
}: FlaggedStepActionsProps) {
  const { t } = useLingui()
  const reportStep = useReportStep(event, answers)
  const orderFor = useCorrectiveOrder(event, answers)
  if (flagged.length === 0 || (!canReport && !canOrder)) return null
  const one = flagged.length === 1
  return (
    <Group gap="xs">
      {flagged.map((step) => (
        <Group key={step.id} gap="xs">
          {canReport ? (
            <Button color="red" variant="light" {...tall} onClick={() => void reportStep(step)}>
              {one ? t`Report a problem` : t`Report a problem: ${step.title}`}
            </Button>
          ) : null}
          {canOrder ? (
            <Button color="red" variant="outline" {...tall} onClick={() => void orderFor(step)}>
              {one ? t`Corrective work order` : t`Corrective work order: ${step.title}`}
            </Button>
          ) : null}
        </Group>
      ))}
    </Group>
  )
}
