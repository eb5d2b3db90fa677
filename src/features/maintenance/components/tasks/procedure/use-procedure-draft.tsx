import { lazy, Suspense, useState } from 'react'
import type { Procedure } from '@/contract/maintenance-procedures'
import {
  type DraftProblems,
  type DraftStep,
  draftFromProcedure,
  procedureField,
  procedureFromDraft,
} from '../../../model/procedure-draft'

// Loaded with the form but apart from it: only a task with a procedure, or one being given one, needs it drawn.
const ProcedureEditor = lazy(() => import('./procedure-editor'))

const fieldProblem = /^procedure\.steps\.(\d+)\.(title|unit|min|max|options)/

/**
 * The task form's procedure part: its steps as edited, the editor, and the `procedure` field to
 * send (none while untouched, so the task keeps its procedure). A wrong step is marked in the editor,
 * by the form's own check or by the server's field error (`procedure.steps.2.max`). An edit names
 * its task, which the editor's "Copy steps from another task" leaves out.
 */
export function useProcedureDraft(initial: Procedure | null | undefined, taskId?: number) {
  const [steps, setSteps] = useState<DraftStep[]>(() => draftFromProcedure(initial))
  const [touched, setTouched] = useState(false)
  const [problems, setProblems] = useState<DraftProblems>({})
  const [savedStepIds] = useState(() => initial?.steps.map((s) => s.id) ?? [])
  const onChange = (next: DraftStep[]) => {
    setSteps(next)
    setTouched(true)
    setProblems({})
  }
  const editor = (
    <Suspense fallback={null}>
      <ProcedureEditor
        steps={steps}
        problems={problems}
        onChange={onChange}
        taskId={taskId}
        savedStepIds={savedStepIds}
      />
    </Suspense>
  )
  /** The field to send with the task, or null when a step is wrong (then marked). */
  const read = (): { procedure?: string } | null => {
    const result = procedureFromDraft(steps)
    if (!result.ok) {
      setProblems(result.problems)
      return null
    }
    return procedureField(result.procedure, touched)
  }
  /** Marks a server's field error on its step; false when the error is not the procedure's. */
  const showServerError = (field: string): boolean => {
    const match = fieldProblem.exec(field)
    if (!match && !field.startsWith('procedure')) return false
    if (match) {
      const index = Number(match[1])
      setProblems((p) => ({ ...p, [index]: { ...p[index], [match[2]]: true } }))
    }
    return true
  }
  return { editor, read, showServerError, dirty: touched }
}
