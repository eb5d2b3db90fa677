import { queryOptions } from '@tanstack/react-query'
import { retargetingsQuery } from '@/lib/promotions/get-retargetings'

/** An answer younger than this was asked for this opening of the page (by its route loader, issue 30). */
export const JUST_ASKED_MS = 5_000

/**
 * The campaigns as the interest page reads them: asked afresh on each visit, since the wizard
 * follows the server's answer, not a copy saved offline or kept from an earlier page. The answer
 * the route's loader has just asked for this opening is that fresh answer, so the page's mount
 * does not ask a second time.
 */
export const interestCampaignsQuery = () =>
  queryOptions({
    ...retargetingsQuery(),
    refetchOnMount: (query) => (Date.now() - query.state.dataUpdatedAt > JUST_ASKED_MS ? 'always' : false),
  })
