import type { QueryClient } from '@tanstack/react-query'
import { retargetingsQuery } from '@/lib/promotions/get-retargetings'
import { getSession } from '@/offline/session-store'

/**
 * Starts the campaigns request while the home screen's code is still loading. Otherwise it would
 * wait for the page to render, a round trip later, and the retargeting modal (the largest thing on
 * a phone's first screen) would arrive last.
 */
export function prefetchHome(queryClient: QueryClient) {
  // Until the terms are accepted the shell shows only the terms, and the server refuses the rest.
  if (!getSession()?.user.hasAcceptedTos) return
  // Only a head start: the page asks again and shows its own error state.
  void queryClient.fetchQuery(retargetingsQuery()).catch(() => undefined)
}
