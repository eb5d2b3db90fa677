import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import type { RouterContext } from './router'

let accepted = true
vi.mock('@/offline/session-store', () => ({
  getSession: () => ({ user: { hasAcceptedTos: accepted, roles: ['ROLE_USER'] } }),
}))
const { firstScreenData, prefetchInLoader } = await import('./prefetch-in-loader')

const context = (queryClient: QueryClient): RouterContext => ({
  queryClient,
  cacheRestored: Promise.resolve(),
})
const answerIn = (ms: number, value: string) => () =>
  new Promise<string>((r) => setTimeout(() => r(value), ms))

describe('the first screen data, started by its loader', () => {
  it("the first render waits for the first route's queries (at most the limit), later routes do not", async () => {
    const queryClient = new QueryClient()
    prefetchInLoader(
      context(queryClient),
      async () => ({ queryFn: answerIn(60, 'plant status') }),
      (m, client) => client.prefetchQuery({ queryKey: ['plant'], queryFn: m.queryFn }),
    )
    await firstScreenData(queryClient, 5_000)
    expect(queryClient.getQueryData(['plant'])).toBe('plant status')

    // After the first render: a navigation's loader starts its data and nothing waits for it.
    prefetchInLoader(
      context(queryClient),
      async () => ({ queryFn: answerIn(60, 'historical') }),
      (m, client) => client.prefetchQuery({ queryKey: ['historical'], queryFn: m.queryFn }),
    )
    const started = Date.now()
    await firstScreenData(queryClient, 5_000)
    expect(Date.now() - started).toBeLessThan(40)
    await vi.waitFor(() => expect(queryClient.getQueryData(['historical'])).toBe('historical'))
  })

  it('a slow answer holds the first render only up to the limit', async () => {
    vi.resetModules()
    const fresh = await import('./prefetch-in-loader')
    const queryClient = new QueryClient()
    fresh.prefetchInLoader(
      context(queryClient),
      async () => ({ queryFn: answerIn(2_000, 'late') }),
      (m, client) => client.prefetchQuery({ queryKey: ['slow'], queryFn: m.queryFn }),
    )
    const started = Date.now()
    await fresh.firstScreenData(queryClient, 100)
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(queryClient.getQueryData(['slow'])).toBeUndefined()
  })

  it('asks nothing before the terms are accepted', async () => {
    vi.resetModules()
    accepted = false
    const fresh = await import('./prefetch-in-loader')
    const queryClient = new QueryClient()
    const module = vi.fn(async () => ({}))
    fresh.prefetchInLoader(context(queryClient), module, () => undefined)
    await fresh.firstScreenData(queryClient, 100)
    expect(module).not.toHaveBeenCalled()
    accepted = true
  })
})
