/**
 * Operation analytics' interest page's first request, started by its route loader beside the page's
 * code (issue 30, src/app/prefetch-in-loader.ts). It asks what the page asks, with the
 * same key, so the page finds the request in flight or just answered.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Session } from '@/contract/session'
import { interestCampaignsQuery, JUST_ASKED_MS } from './interest-campaigns'

/**
 * The campaigns (the wizard and "I'm interested" follow the operation-analytics one), for any
 * signed-in user. Asked unless answered moments ago: the page asks afresh on each visit, so a copy
 * kept from earlier is no head start.
 */
export function prefetchInterest(queryClient: QueryClient, _session: Session) {
  void queryClient.prefetchQuery({ ...interestCampaignsQuery(), staleTime: JUST_ASKED_MS })
}
