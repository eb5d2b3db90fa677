import { useNavigate } from '@tanstack/react-router'
import type { MaintenanceEventDetail } from '@/contract/maintenance'
import type { ProcedureStep } from '@/contract/maintenance-procedures'
import type { ShownAnswer } from '../../../model/procedure-answers'
import { handOverOrder } from '../../../model/report-handoff'
import { useStepEvidence } from './use-step-evidence'

/** new-order's search keeps a description of at most this many characters (model/task-form-search.ts). */
const SEARCH_DESCRIPTION_MAX = 500

/**
 * "Corrective work order" from a step out of limits (a maintenance manager's): new-order pre-filled
 * with the work order's machine and asset and the step's account as the description (all in the
 * URL, as plant control's "request maintenance" does), and the step's photo handed over in memory
 * to become the new order's first photo.
 */
export function useCorrectiveOrder(event: MaintenanceEventDetail, answers: Map<string, ShownAnswer>) {
  const navigate = useNavigate()
  const evidence = useStepEvidence(event, answers)
  return async (step: ProcedureStep) => {
    const { summary, photo } = await evidence(step)
    handOverOrder({ photos: photo ? [photo] : [] })
    await navigate({
      to: '/maintenance/tasks/new-order',
      search: {
        machineId: event.machineId ?? undefined,
        assetId: event.assetId ?? undefined,
        description: summary.slice(0, SEARCH_DESCRIPTION_MAX),
      },
    })
  }
}
