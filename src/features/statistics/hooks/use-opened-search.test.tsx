// @vitest-environment jsdom

import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { availableDaysQuery } from '../api/get-available-dates'
import { statisticsMachinesQuery } from '../api/get-statistics-machines'
import type { InactivitySearch } from '../model/inactivity-search'
import { inactivityOpening, statisticsOpening } from '../model/opened-search'
import { rememberedMachines, rememberMachines } from '../model/opening-choice'
import { parseStatisticsSearch, type StatisticsSearch } from '../model/statistics-search'
import { useOpenedSearch } from './use-opened-search'

// Every request the hook would send is recorded here: nothing answers, the cache holds what is known.
const sent = vi.hoisted(() => [] as string[])
vi.mock('@/lib/api/client', () => ({
  api: {
    get: (url: string) => sent.push(url) && { json: () => new Promise(() => undefined) },
    post: (url: string) => sent.push(url) && { json: () => new Promise(() => undefined) },
  },
}))
vi.mock('@/offline/session-store', () => ({ useSession: () => ({ user: { userId: 3 } }) }))

const machines = [{ id: 4 }, { id: 7 }, { id: 9 }]
const days = { first: '2026-11-01', last: '2026-11-20', lastFullDay: '2026-11-19' }
/** The address names nothing: every key the parser knows, undefined. */
const nothing: StatisticsSearch = parseStatisticsSearch({})

const clientWith = (known: { machines?: unknown; days?: [number[], unknown] }) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  if (known.machines) client.setQueryData(statisticsMachinesQuery().queryKey, known.machines as never)
  if (known.days) client.setQueryData(availableDaysQuery(known.days[0]).queryKey, known.days[1] as never)
  return client
}
const wrapperOf =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )

describe('useOpenedSearch: the one opening choice of statistics and inactivities', () => {
  afterEach(() => {
    sent.length = 0
    localStorage.clear()
    onlineManager.setOnline(true)
  })

  it('opens in its first render on what the cache holds (no "choose machines"), and puts it in the address once', () => {
    rememberMachines('statistics', 3, [9])
    const onSearch = vi.fn()
    const client = clientWith({ machines, days: [[9], days] })
    const { result, rerender } = renderHook(
      ({ search }) => useOpenedSearch(statisticsOpening, search, onSearch),
      {
        wrapper: wrapperOf(client),
        initialProps: { search: nothing },
      },
    )
    const opened = { ...nothing, machines: [9], from: '2026-11-19', to: '2026-11-19' }
    expect(result.current).toEqual(opened)
    expect(onSearch).toHaveBeenCalledTimes(1)
    expect(onSearch).toHaveBeenCalledWith(opened, { replace: true })
    // The address catches up: nothing more is asked of it.
    rerender({ search: { ...opened } })
    expect(result.current).toEqual(opened)
    expect(onSearch).toHaveBeenCalledTimes(1)
    expect(sent).toEqual([])
  })

  it('settles machines, then days, as the answers come; offline it asks nothing', async () => {
    onlineManager.setOnline(false)
    const onSearch = vi.fn()
    const client = new QueryClient()
    const none: InactivitySearch = { machine: undefined, from: undefined, to: undefined }
    const { result } = renderHook(() => useOpenedSearch(inactivityOpening, none, onSearch), {
      wrapper: wrapperOf(client),
    })
    expect(result.current).toBe(none)
    act(() => client.setQueryData(statisticsMachinesQuery().queryKey, machines as never))
    await waitFor(() => expect(result.current).toEqual({ machine: 4, from: undefined, to: undefined }))
    act(() => client.setQueryData(availableDaysQuery([4]).queryKey, days))
    await waitFor(() => expect(result.current).toEqual({ machine: 4, from: '2026-11-19', to: '2026-11-19' }))
    expect(onSearch).toHaveBeenLastCalledWith(result.current, { replace: true })
    expect(sent).toEqual([])
    // The machine shown is the one this screen opens on next time on this device.
    expect(rememberedMachines('inactivities', 3)).toEqual([4])
  })

  it('keeps what the address names', () => {
    const onSearch = vi.fn()
    const linked = { ...nothing, machines: [7], from: '2026-11-02', to: '2026-11-03' }
    const client = clientWith({ machines, days: [[7], days] })
    const { result } = renderHook(() => useOpenedSearch(statisticsOpening, linked, onSearch), {
      wrapper: wrapperOf(client),
    })
    expect(result.current).toBe(linked)
    expect(onSearch).not.toHaveBeenCalled()
  })
})
