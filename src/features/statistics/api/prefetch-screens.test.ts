// @vitest-environment jsdom
import { onlineManager, QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Session } from '@/contract/session'
import { rememberMachines } from '../model/opening-choice'
import { traceabilityQueryOf } from '../model/screen-requests'
import type { StatisticsSearch } from '../model/statistics-search'

// The queries keep their real keys; only what answers them is replaced (the page asks by the same keys).
const asked: string[] = []
const machinesFn = vi.fn(async () => {
  asked.push('machines')
  return [{ id: 4 }, { id: 7 }, { id: 9 }]
})
const daysFn = vi.fn(async () => {
  asked.push('days')
  return { first: '2026-11-01', last: '2026-11-20', lastFullDay: '2026-11-19' }
})
const recordsFn = vi.fn(async () => {
  asked.push('records')
  return []
})
vi.mock('./get-statistics-machines', async (original) => {
  const real = await original<typeof import('./get-statistics-machines')>()
  return {
    ...real,
    statisticsMachinesQuery: () => ({ ...real.statisticsMachinesQuery(), queryFn: machinesFn }),
  }
})
vi.mock('./get-available-dates', async (original) => {
  const real = await original<typeof import('./get-available-dates')>()
  return {
    ...real,
    availableDaysQuery: (ids: readonly number[]) => ({ ...real.availableDaysQuery(ids), queryFn: daysFn }),
  }
})
vi.mock('./get-traceability', async (original) => {
  const real = await original<typeof import('./get-traceability')>()
  return {
    ...real,
    traceabilityQuery: (q: Parameters<typeof real.traceabilityQuery>[0]) => ({
      ...real.traceabilityQuery(q),
      queryFn: recordsFn,
    }),
  }
})

const { prefetchStatistics } = await import('./prefetch-screens')
const { traceabilityQuery } = await import('./get-traceability')

const searchOf = (given: Partial<StatisticsSearch>): StatisticsSearch => ({
  type: undefined,
  machines: undefined,
  from: undefined,
  to: undefined,
  grouping: undefined,
  ...given,
})

const session = { user: { userId: 3, roles: ['ROLE_PRODUCTION_ANALYTICS'] } } as unknown as Session

describe('prefetchStatistics', () => {
  afterEach(() => {
    asked.length = 0
    vi.clearAllMocks()
    localStorage.clear()
    onlineManager.setOnline(true)
  })

  it('opened with nothing chosen, asks what the page will settle on: machines, their days, then the last full day', async () => {
    rememberMachines('statistics', 3, [9])
    const client = new QueryClient()
    await prefetchStatistics(client, session, searchOf({}))
    const opened = traceabilityQueryOf(searchOf({ machines: [9], from: '2026-11-19', to: '2026-11-19' }))
    await vi.waitFor(() => expect(client.getQueryData(traceabilityQuery(opened).queryKey)).toEqual([]))
    expect(asked).toEqual(['machines', 'days', 'records'])
  })

  it('keeps what the address names: no choice of its own', async () => {
    const client = new QueryClient()
    const search = searchOf({ machines: [7], from: '2026-11-02', to: '2026-11-03' })
    await prefetchStatistics(client, session, search)
    await vi.waitFor(() => expect(recordsFn).toHaveBeenCalledTimes(1))
    expect(client.getQueryData(traceabilityQuery(traceabilityQueryOf(search)).queryKey)).toEqual([])
    expect(machinesFn).toHaveBeenCalledTimes(1)
  })

  it('offline, does not wait on answers the device does not hold', async () => {
    onlineManager.setOnline(false)
    const client = new QueryClient()
    await prefetchStatistics(client, session, searchOf({}))
    expect(recordsFn).not.toHaveBeenCalled()
    expect(daysFn).not.toHaveBeenCalled()
  })
})
