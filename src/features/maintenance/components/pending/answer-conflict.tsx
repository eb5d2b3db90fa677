import { useLingui } from '@lingui/react/macro'
import type { MaintenanceEvent } from '@/contract/maintenance'
import type { Procedure, StepAnswer } from '@/contract/maintenance-procedures'
import { useAnswerWords } from '../event/procedure/use-answer-words'
import { ConflictPanel } from './conflict-panel'

/** What the device knows of the work order's procedure (its detail), for the answer's words. */
export interface ProcedureKnown {
  procedure?: Procedure | null
  answers?: StepAnswer[]
}

type PanelProps = Parameters<typeof ConflictPanel>[0]

/**
 * A procedure answer in the conflict view (the same panel and choices as any change): the step's
 * answer on this device next to the one on the server now (the 409's `current` when it carries
 * answers, else the detail last read), with who gave it. Loaded only when such a conflict shows.
 */
export default function AnswerConflict({ known, ...panel }: PanelProps & { known: ProcedureKnown }) {
  const { t } = useLingui()
  const words = useAnswerWords()
  const { action } = panel.pending.change
  if (action.kind !== 'answer') return <ConflictPanel {...panel} />
  const now = (panel.pending.current ?? {}) as MaintenanceEvent & ProcedureKnown
  const step = (now.procedure ?? known.procedure)?.steps.find((s) => s.id === action.stepId)
  const theirs = (now.answers ?? known.answers ?? []).find((a) => a.stepId === action.stepId)
  const row = {
    label: t`Answer to "${step?.title ?? action.stepId}"`,
    mine: words(step, action.value),
    server: theirs ? `${words(step, theirs.value)} (${theirs.answeredBy})` : t`No answer`,
  }
  return <ConflictPanel {...panel} extraRows={[row]} />
}
