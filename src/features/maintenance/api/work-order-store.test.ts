import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import type { MaintenanceEventDetail } from '@/contract/maintenance'
import { ApiError } from '@/lib/api/errors'
import { db } from '@/offline/db'
import { dataAge, keptWorkOrders, offlineFallback } from './work-order-store'

const user = 7
const event = { id: 3, taskName: 'Grease bearings', date: '2026-11-24' } as MaintenanceEventDetail
const offline = () => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch'))

beforeEach(async () => {
  await db.workOrders.clear()
  await db.workOrderSync.clear()
})

async function keep(refreshedAt: number) {
  await db.workOrders.put({ userId: user, id: event.id, event })
  await db.workOrderSync.put({ userId: user, cursor: 'c', today: '2026-11-24', refreshedAt })
}

describe('reads that fall back to the kept work orders', () => {
  it("answers from the device when the network does not answer, dated by the kept copy's refresh", async () => {
    await keep(1_000)
    const answer = await offlineFallback(offline, (kept) => kept.events[0] ?? null, user)
    expect(answer).toMatchObject({ id: 3, keptAt: 1_000 })
    expect(dataAge({ dataUpdatedAt: 9_999, data: answer })).toBe(1_000)
  })

  it("prefers the server's answer, and keeps other failures as failures", async () => {
    await keep(1_000)
    const live = await offlineFallback(
      async () => ({ ...event, taskName: 'live' }),
      () => null,
      user,
    )
    expect(live).toEqual({ ...event, taskName: 'live' })
    expect(dataAge({ dataUpdatedAt: 9_999, data: live })).toBe(9_999)
    const gone = () => Promise.reject(new ApiError(404, 'NOT_FOUND', 'gone'))
    await expect(offlineFallback(gone, (kept) => kept.events[0], user)).rejects.toMatchObject({ status: 404 })
  })

  it('stays a network error when nothing is kept, or the kept copy does not have it', async () => {
    await expect(offlineFallback(offline, (kept) => kept.events[0], user)).rejects.toMatchObject({
      status: 0,
    })
    await keep(1_000)
    await expect(offlineFallback(offline, () => null, user)).rejects.toMatchObject({ status: 0 })
    // Another user's device copy is not this user's.
    await expect(offlineFallback(offline, (kept) => kept.events[0], 8)).rejects.toMatchObject({ status: 0 })
    expect((await keptWorkOrders(user))?.events).toHaveLength(1)
  })
})
