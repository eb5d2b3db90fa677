import type { MaintenanceEventDetail } from '@/contract/maintenance'
import type { Procedure, ProcedureStep } from '@/contract/maintenance-procedures'
import { stepPhotoFile } from '../../../api/step-photo'
import type { ShownAnswer } from '../../../model/procedure-answers'
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

/** What a flagged step says about itself, for the work request or the corrective order it starts. */
export interface StepEvidence {
  /** One line: the work order's task, the step's title, its answer, a reading's range. */
  summary: string
  /** Its photo; null without one, or when it cannot be read (the pre-fill goes on without it). */
  photo: File | null
}

/**
 * A flagged step's evidence, in the user's words: "Clean anilox · Blade wear: 2.6 mm (Range: 0.5 –
 * 2 mm)" and the step's photo. Shared by "Report a problem" and "Corrective work order", so both
 * forms open with the same account of what was found.
 */
export function useStepEvidence(event: MaintenanceEventDetail, answers: Map<string, ShownAnswer>) {
  const words = useAnswerWords()
  const range = useRangeWords()
  return async (step: ProcedureStep): Promise<StepEvidence> => {
    const answer = answers.get(step.id)
    const given = answer ? words(step, answer.value) : ''
    const limits = step.kind === 'reading' ? range(step) : null
    const summary = [`${event.taskName} · ${step.title}: ${given}`, limits ? `(${limits})` : '']
      .filter(Boolean)
      .join(' ')
    const shot = event.procedure ? photoFor(event.procedure, step, answers) : null
    const photo =
      shot?.value.kind === 'photo'
        ? await stepPhotoFile(
            { imageId: shot.value.imageId, photoCommandId: shot.photoCommandId },
            event.images,
          ).catch(() => null)
        : null
    return { summary, photo }
  }
}
