import type { QueryClient } from '@tanstack/react-query'
import { getSession } from '@/offline/session-store'
import { pendingRetargeting } from '../model/campaigns'
import { wasShownThisSession } from '../model/retargeting-seen'
import { retargetingsQuery } from './retargetings'

/** The retargeting modal's code, loaded only when a campaign is about to show. */
export const loadRetargetingModal = () => import('../components/retargeting-modal')

/**
 * Starts what the home screen shows first while its code is still loading: the campaigns and,
 * when one is pending, the modal's code. Otherwise both would wait for the page to render, two
 * round trips later, and the modal (the largest thing on a phone's screen) would arrive last.
 */
export function prefetchHome(queryClient: QueryClient) {
  // Until the terms are accepted the shell shows only the terms, and the server refuses the rest.
  if (!getSession()?.user.hasAcceptedTos) return
  queryClient
    .fetchQuery(retargetingsQuery())
    .then((campaigns) => {
      const pending = pendingRetargeting(campaigns)
      if (pending && !wasShownThisSession(pending.id)) return loadRetargetingModal()
    })
    // Only a head start: the page asks again and shows its own error state.
    .catch(() => undefined)
}
