import { useEffect, useMemo } from 'react'
import { useSession } from '@/offline/session-store'
import { useAvailableDays } from '../api/get-available-dates'
import { useStatisticsMachines } from '../api/get-statistics-machines'
import { type Opening, openingFacts, sameSearch } from '../model/opened-search'
import { rememberMachines } from '../model/opening-choice'

/**
 * The search a statistics screen shows (model/opened-search.ts, ADR 041 and 051): the address's,
 * completed from the machines and their days as the answers come, and put in the address
 * (replacing it). The loader's prefetch asked the same answers, so on a first load the cache holds
 * them and the first render already shows the opened search. Offline, a query the device does not
 * hold stays paused and the search stays as far as the known answers take it. The machines shown
 * are remembered for the next opening on this device.
 */
export function useOpenedSearch<S extends object>(
  opening: Opening<S>,
  search: S,
  onSearch: (next: S, options?: { replace?: boolean }) => void,
): S {
  const { userId } = useSession().user
  const machines = useStatisticsMachines().data
  // First the machines (the address's, or the choice), then the days of those machines.
  const chosen = useMemo(
    () => opening.open(search, openingFacts(opening.screen, userId, machines)),
    [opening, search, userId, machines],
  )
  const days = useAvailableDays(opening.machineIdsOf(chosen)).data
  const opened = useMemo(
    () => opening.open(chosen, openingFacts(opening.screen, userId, machines, days)),
    [opening, chosen, userId, machines, days],
  )
  useEffect(() => {
    if (!sameSearch(opened, search)) onSearch(opened, { replace: true })
  }, [opened, search, onSearch])
  useEffect(
    () => rememberMachines(opening.screen, userId, opening.machineIdsOf(opened)),
    [opening, userId, opened],
  )
  return opened
}
