import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'

let acceptedTerms = true
const fetchCampaigns = vi.fn(async () => [{ id: 1, code: 'next-prev-2025-q1' }])

vi.mock('@/offline/session-store', () => ({
  getSession: () => ({ user: { hasAcceptedTos: acceptedTerms } }),
}))
vi.mock('@/lib/promotions/get-retargetings', () => ({
  retargetingsQuery: () => ({
    queryKey: ['home', 'retargetings'],
    queryFn: fetchCampaigns,
    staleTime: 60_000,
  }),
}))

const { prefetchHome } = await import('./prefetch-home')

describe('prefetchHome', () => {
  afterEach(() => {
    fetchCampaigns.mockClear()
    acceptedTerms = true
  })

  it('starts the campaigns request once, and the page finds the answer in the cache', async () => {
    const queryClient = new QueryClient()
    prefetchHome(queryClient)
    prefetchHome(queryClient)
    await vi.waitFor(() => expect(queryClient.getQueryData(['home', 'retargetings'])).toBeDefined())
    expect(fetchCampaigns).toHaveBeenCalledTimes(1)
  })

  it('asks nothing before the terms are accepted (the server would refuse with 403)', async () => {
    acceptedTerms = false
    const queryClient = new QueryClient()
    prefetchHome(queryClient)
    await new Promise((r) => setTimeout(r, 10))
    expect(fetchCampaigns).not.toHaveBeenCalled()
  })

  it('swallows a failed request: the page asks again and shows its own error state', async () => {
    fetchCampaigns.mockRejectedValueOnce(new Error('offline'))
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    prefetchHome(queryClient)
    await vi.waitFor(() => expect(queryClient.getQueryState(['home', 'retargetings'])?.status).toBe('error'))
  })
})
