import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import type { MaintenanceEventDetail } from '@/contract/maintenance'
import type { Procedure, ProcedureStep } from '@/contract/maintenance-procedures'
import { stepPhotoFile } from '../../../api/step-photo'
import type { ShownAnswer } from '../../../model/procedure-answers'
import { handOverReport } from '../../../model/report-handoff'
import { useAnswerWords, useRangeWords } from './use-answer-words'

/** The photo to send with a flagged step: its own, else the next photo step's answer after it. */
export function photoFor(procedure: Procedure, step: ProcedureStep, answers: Map<string, ShownAnswer>) {
  const from = procedure.steps.indexOf(step)
  for (const candidate of [step, ...procedure.steps.slice(from + 1)]) {
    const value = answers.get(candidate.id)
    if (candidate.kind === 'photo' && value?.value.kind === 'photo') return value
  }
  return null
}

/**
 * "Report a problem" from a step out of limits: the existing work request form (the requests page
 * with report=1) pre-filled with the work order's machine and asset, the step's title and answer
 * (a reading with its range), and the photo if there is one.
 */
export function useReportStep(event: MaintenanceEventDetail, answers: Map<string, ShownAnswer>) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const words = useAnswerWords()
  const range = useRangeWords()
  return async (step: ProcedureStep) => {
    const answer = answers.get(step.id)
    const given = answer ? words(step, answer.value) : ''
    const limits = step.kind === 'reading' ? range(step) : null
    const description = [`${event.taskName} · ${step.title}: ${given}`, limits ? `(${limits})` : '']
      .filter(Boolean)
      .join(' ')
    const photo = event.procedure ? photoFor(event.procedure, step, answers) : null
    const file =
      photo?.value.kind === 'photo'
        ? await stepPhotoFile(
            { imageId: photo.value.imageId, photoCommandId: photo.photoCommandId },
            event.images,
          ).catch(() => null)
        : null
    handOverReport({
      description: `${description}\n${t`Reported from the work order's procedure.`}`.trim(),
      photos: file ? [file] : [],
    })
    await navigate({
      to: '/maintenance/requests',
      search: { report: 1, machineId: event.machineId ?? undefined, assetId: event.assetId ?? undefined },
    })
  }
}
