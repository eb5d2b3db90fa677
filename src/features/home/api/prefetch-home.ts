import type { QueryClient } from '@tanstack/react-query'
import { getSession } from '@/offline/session-store'
import { retargetingsQuery } from './retargetings'

/** The retargeting modal's code: prefetched with the home route, rendered only when a campaign is pending. */
export const loadRetargetingModal = () => import('../components/retargeting-modal')

/**
 * Starts what the home screen shows first while its code is still loading: the campaigns and the
 * retargeting modal's code. Otherwise both would wait for the page to render, two round trips
 * later, and the modal would arrive last.
 */
export function prefetchHome(queryClient: QueryClient) {
  // Until the terms are accepted the shell shows only the terms, and the server refuses the rest.
  if (!getSession()?.user.hasAcceptedTos) return
  // The modal's code (a few KB) comes alongside the request rather than after its answer: when a
  // campaign is pending, the modal is the largest thing on a phone's first screen.
  void loadRetargetingModal().catch(() => undefined)
  // Only a head start: the page asks again and shows its own error state.
  void queryClient.fetchQuery(retargetingsQuery()).catch(() => undefined)
}
