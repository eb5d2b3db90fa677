/**
 * The home screen's first request, started by its route loader through prefetchInLoader like every
 * first screen's (issue 30, issue 44): the campaigns. Otherwise the request would wait for the page
 * to render, a round trip later, and the retargeting modal (the largest thing on a phone's first
 * screen) would arrive last. prefetchInLoader asks nothing before the terms are accepted and waits
 * for the saved cache; every signed-in user sees the campaigns, so there is no role to check.
 */
import type { QueryClient } from '@tanstack/react-query'
import { retargetingsQuery } from '@/lib/promotions/get-retargetings'

/** The campaigns, with the page's own query options (a failure is left to the page's query). */
export function prefetchHome(queryClient: QueryClient) {
  void queryClient.prefetchQuery(retargetingsQuery())
}
