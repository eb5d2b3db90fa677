/**
 * A procedure step's answer (issue 33): a change of the work order (PUT /maintenanceEvent/{id},
 * action `answer`) through the outbox like any other, so kept on the device the moment it is
 * given and delivered once, in order with the work order's other changes. A photo step's photo is
 * queued first, through the work order's photo upload, under a name of its own; the answer follows
 * it in the same scope and takes the photo's server id from the upload's answer when that is
 * delivered (src/offline/outbox/file-refs.ts): so a photo taken offline needs no id yet.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MaintenanceEvent } from '@/contract/maintenance'
import type { StepAnswer, StepAnswerValue } from '@/contract/maintenance-procedures'
import { discardCommand } from '@/offline/outbox/outbox'
import { useSession } from '@/offline/session-store'
import { answerBase, type PendingWork } from '../model/pending-changes'
import { maintenanceKeys } from './maintenance-keys'
import { queueEventChange, queueEventPhotos, settle } from './queue-event-work'

export interface StepAnswerInput {
  /** The work order as read (its detail: `answers` are what the device shows for each step). */
  event: MaintenanceEvent & { answers?: StepAnswer[] }
  work: PendingWork | undefined
  stepId: string
  value: StepAnswerValue
  /** A photo step's photo: uploaded before the answer, which then names its id. */
  photo?: File
  /** For the pending-changes panel, in the user's language. */
  summary: string
}

export type AnswerOutcome =
  | { outcome: 'delivered' | 'queued' | 'conflict' }
  | { outcome: 'rejected'; code: string; message: string }

/** Where the photo's id sits in the change's body. */
export const PHOTO_ID_PATH = ['action', 'value', 'imageId']

/** A name the upload's answer is searched by (the server keeps it, maybe with another extension). */
const stepPhotoName = (stepId: string) => `step-${stepId}-${crypto.randomUUID().slice(0, 8)}.jpg`

export async function queueStepAnswer(userId: number, input: StepAnswerInput) {
  const { event, work, stepId, value, photo, summary } = input
  let takesFileIdFrom: { commandId: string; fileName: string; path: string[] } | undefined
  if (photo) {
    const fileName = stepPhotoName(stepId)
    const named = new File([photo], fileName, { type: photo.type })
    const upload = await queueEventPhotos(userId, event.id, [named], summary)
    takesFileIdFrom = { commandId: upload.id, fileName, path: PHOTO_ID_PATH }
  }
  // What the device showed for the step when the user answered: the server refuses the answer
  // (409 ANSWER_CONFLICT, the conflict view) if someone else has answered it since.
  const basedOn = answerBase(event, work, stepId)
  const action = { kind: 'answer', stepId, value, ...(basedOn === undefined ? {} : { basedOn }) } as const
  return queueEventChange({ userId, event, work, action, summary, takesFileIdFrom })
}

/**
 * Answers a step. Online it waits a little: a refusal (a sign-off's password not accepted, another
 * 4xx) comes back to the step, and the command is dropped since nothing was stored; a conflict
 * stays queued for the conflict view. Offline: "queued" at once, the answer shown as waiting.
 */
export function useAnswerStep() {
  const queryClient = useQueryClient()
  const { user } = useSession()
  return useMutation({
    networkMode: 'always',
    mutationFn: async (input: StepAnswerInput): Promise<AnswerOutcome> => {
      const command = await queueStepAnswer(user.userId, input)
      const wait = await settle(command)
      if (wait.outcome !== 'rejected') return { outcome: wait.outcome }
      await discardCommand(command.id)
      return { outcome: 'rejected', code: wait.error.code, message: wait.error.message }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
  })
}
