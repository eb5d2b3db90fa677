import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RouterContext } from '@/app/router'

// Home's loader, as the router runs it: the campaigns go through prefetchInLoader like every first screen's.
let acceptedTerms = true
const fetchCampaigns = vi.fn(async () => [{ id: 1, code: 'next-prev-2025-q1' }])

vi.mock('@/offline/session-store', () => ({
  getSession: () => ({ user: { userId: 3, roles: [], hasAcceptedTos: acceptedTerms } }),
}))
vi.mock('@/lib/promotions/get-retargetings', () => ({
  retargetingsQuery: () => ({
    queryKey: ['home', 'retargetings'],
    queryFn: fetchCampaigns,
    staleTime: 60_000,
  }),
}))
vi.mock('@/features/home/components/home-page', () => ({ HomePage: () => null }))

/** A fresh app start: the loader module and the boot's first-render wait, unshared with other tests. */
async function startAt(queryClient: QueryClient, cacheRestored = Promise.resolve()) {
  vi.resetModules()
  const { Route } = await import('@/routes/_auth/home')
  const { firstScreenData } = await import('@/app/prefetch-in-loader')
  const context: RouterContext = { queryClient, cacheRestored }
  const loader = Route.options.loader as unknown as (args: { context: RouterContext }) => unknown
  loader({ context })
  return () => firstScreenData(queryClient, 5_000)
}

describe("home's loader", () => {
  afterEach(() => {
    fetchCampaigns.mockClear()
    acceptedTerms = true
  })

  it('asks the campaigns once the saved cache is back, and the first render waits for them', async () => {
    const queryClient = new QueryClient()
    let restore: (value?: undefined) => void = () => undefined
    const restored = new Promise<undefined>((r) => {
      restore = r
    })
    const firstRender = await startAt(queryClient, restored)
    // Asked before the restore, the answer would be taken for a restored (stale) one and asked again.
    expect(fetchCampaigns).not.toHaveBeenCalled()
    restore()
    await firstRender()
    expect(queryClient.getQueryData(['home', 'retargetings'])).toEqual([{ id: 1, code: 'next-prev-2025-q1' }])
    expect(fetchCampaigns).toHaveBeenCalledTimes(1)
  })

  it('asks nothing before the terms are accepted (the server would refuse with 403)', async () => {
    acceptedTerms = false
    const queryClient = new QueryClient()
    await (await startAt(queryClient))()
    expect(fetchCampaigns).not.toHaveBeenCalled()
  })

  it("leaves a failed request to the page's own query: nothing is thrown", async () => {
    fetchCampaigns.mockRejectedValueOnce(new Error('offline'))
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await (await startAt(queryClient))()
    expect(queryClient.getQueryState(['home', 'retargetings'])?.status).toBe('error')
  })
})
