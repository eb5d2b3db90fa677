import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import type { MaintenanceEventDetail } from '@/contract/maintenance'
import type { ProcedureStep } from '@/contract/maintenance-procedures'
import type { ShownAnswer } from '../../../model/procedure-answers'
import { handOverReport } from '../../../model/report-handoff'
import { useStepEvidence } from './use-step-evidence'

/**
 * "Report a problem" from a step out of limits: the existing work request form (the requests page
 * with report=1) pre-filled with the work order's machine and asset, the step's title and answer
 * (a reading with its range), and the photo if there is one.
 */
export function useReportStep(event: MaintenanceEventDetail, answers: Map<string, ShownAnswer>) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const evidence = useStepEvidence(event, answers)
  return async (step: ProcedureStep) => {
    const { summary, photo } = await evidence(step)
    handOverReport({
      description: `${summary}\n${t`Reported from the work order's procedure.`}`.trim(),
      photos: photo ? [photo] : [],
    })
    await navigate({
      to: '/maintenance/requests',
      search: { report: 1, machineId: event.machineId ?? undefined, assetId: event.assetId ?? undefined },
    })
  }
}
