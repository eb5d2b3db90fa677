import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useSession } from '@/offline/session-store'
import { availableDaysQuery } from '../api/get-available-dates'
import { statisticsMachinesQuery } from '../api/get-statistics-machines'
import { type OpeningFacts, sameSearch } from '../model/opened-search'
import { type ChoiceScreen, rememberedMachines } from '../model/opening-choice'

/**
 * The search a statistics screen shows (model/opened-search.ts): completed from what the cache
 * already holds, and put in the address (replacing it). The value keeps its identity while the
 * view it names stays the same, so a memoized page does not render again when the address catches
 * up with it. What the cache does not hold yet, the page's own opening effects complete as before.
 */
export function useOpenedSearch<S extends object>(
  screen: ChoiceScreen,
  search: S,
  open: (search: S, facts: OpeningFacts) => S,
  onSearch: (next: S, options?: { replace?: boolean }) => void,
): S {
  const queryClient = useQueryClient()
  const { userId } = useSession().user
  const opened = open(search, {
    machines: queryClient.getQueryData(statisticsMachinesQuery().queryKey),
    remembered: () => rememberedMachines(screen, userId),
    daysOf: (ids) => queryClient.getQueryData(availableDaysQuery(ids).queryKey),
  })
  const kept = useRef(opened)
  if (!sameSearch(kept.current, opened)) kept.current = opened
  const shown = kept.current
  useEffect(() => {
    if (!sameSearch(shown, search)) onSearch(shown, { replace: true })
  }, [shown, search, onSearch])
  return shown
}
