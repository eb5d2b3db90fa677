import { useCallback, useMemo, useState } from 'react'
import type { SharedJobConfiguration } from '@/contract/shared-jobs'
import {
  draftFrom,
  draftProblems,
  isDirty,
  type RecipeDraft,
  rebaseDraft,
  rowsToSave,
  withShown,
} from '../model/recipe-draft'
import type { UnitSystem } from '../model/recipe-units'

interface DraftState {
  source: SharedJobConfiguration
  jobId: number
  system: UnitSystem
  draft: RecipeDraft
}

/**
 * The recipe form of the selected job. A new answer for the same job (a refetch, the answer to a
 * save) rebases the form: untouched fields take the new values, typed ones stay. Another job or a
 * change of unit system starts a fresh form. Null until the job's recipe is loaded with a jobId.
 */
export function useRecipeDraft(
  config: SharedJobConfiguration | undefined,
  jobId: number | null,
  system: UnitSystem,
) {
  const [state, setState] = useState<DraftState | null>(null)
  let current = state
  if (
    config &&
    config.jobId !== null &&
    config.jobId === jobId &&
    (state?.source !== config || state.system !== system)
  ) {
    const keep = state !== null && state.jobId === config.jobId && state.system === system
    current = {
      source: config,
      jobId: config.jobId,
      system,
      draft: keep
        ? rebaseDraft(state.draft, config.configurations, system)
        : draftFrom(config.configurations, system),
    }
    // Derived from the props during render (React's pattern for state that follows a prop).
    setState(current)
  }
  const draft =
    current !== null && current.jobId === jobId && current.system === system ? current.draft : null
  const change = useCallback(
    (alias: string, shown: string) =>
      setState((s) => (s ? { ...s, draft: withShown(s.draft, alias, shown) } : s)),
    [],
  )
  const problems = useMemo(() => (draft ? draftProblems(draft, system) : new Map()), [draft, system])
  return {
    draft,
    problems,
    dirty: draft !== null && isDirty(draft),
    change,
    rows: () => (draft ? rowsToSave(draft, system) : []),
  }
}
