/**
 * The work orders a technician's device keeps (issue 13): GET /maintenanceEvent/mine into the Dexie
 * tables `workOrders` and `workOrderSync`, refreshed while the area is open and online (once the page has loaded,
 * every 5 minutes, on reconnecting), only what changed since the last cursor. The reads of the
 * area fall back to them when there is no network (`offlineFallback`), dated by their refresh.
 */
import { onlineManager, useQueryClient } from '@tanstack/react-query'
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect } from 'react'
import type { MaintenanceEventDetail } from '@/contract/maintenance'
import { afterLoadIdle } from '@/lib/after-load'
import { api } from '@/lib/api/client'
import { isApiError } from '@/lib/api/errors'
import { expectShape } from '@/lib/api/guards'
import { db, type WorkOrderSyncRow } from '@/offline/db'
import { useSession } from '@/offline/session-store'
import { isMyWorkOrders } from '../model/maintenance-answers'
import { maintenanceKeys } from './maintenance-keys'

export const WORK_ORDER_REFRESH_MS = 5 * 60_000

/** Brings the kept work orders up to date: the changed ones in, the ones out of the window out. */
export async function refreshWorkOrders(userId: number): Promise<WorkOrderSyncRow> {
  const last = await db.workOrderSync.get(userId)
  const answer = expectShape(
    await api.get('maintenanceEvent/mine', { searchParams: last ? { since: last.cursor } : {} }).json(),
    isMyWorkOrders,
    'the work orders to keep',
  )
  const keep = new Set(answer.ids)
  const meta: WorkOrderSyncRow = {
    userId,
    cursor: answer.cursor,
    today: answer.today,
    refreshedAt: Date.now(),
  }
  await db.transaction('rw', db.workOrders, db.workOrderSync, async () => {
    await db.workOrders
      .where('userId')
      .equals(userId)
      .and((row) => !keep.has(row.id))
      .delete()
    await db.workOrders.bulkPut(answer.events.map((event) => ({ userId, id: event.id, event })))
    await db.workOrderSync.put(meta)
  })
  return meta
}

/** The kept work orders of a user and where they stand (null before the first refresh). */
export async function keptWorkOrders(
  userId: number,
): Promise<{ events: MaintenanceEventDetail[]; sync: WorkOrderSyncRow } | null> {
  const sync = await db.workOrderSync.get(userId)
  if (!sync) return null
  const rows = await db.workOrders.where('userId').equals(userId).toArray()
  return { events: rows.map((row) => row.event), sync }
}

/** Data answered from the device, with the time it was last refreshed (what the screen says). */
export type Kept<T> = T & { keptAt?: number }

/**
 * A read of the area: the server's answer, or, when the network does not answer, the same read
 * from the kept work orders (dated by their refresh). Other failures stay failures.
 */
export async function offlineFallback<T extends object>(
  fetchIt: () => Promise<T>,
  fromKept: (kept: NonNullable<Awaited<ReturnType<typeof keptWorkOrders>>>) => T | null,
  userId: number,
): Promise<Kept<T>> {
  try {
    const answer: Kept<T> = await fetchIt()
    return answer
  } catch (error) {
    if (!isApiError(error) || !error.isNetwork) throw error
    const kept = await keptWorkOrders(userId)
    const answer = kept ? fromKept(kept) : null
    if (answer === null || !kept) throw error
    return { ...answer, keptAt: kept.sync.refreshedAt }
  }
}

/** How old what a query shows is: its kept time when it came from the device. */
export const dataAge = (query: { dataUpdatedAt: number; data?: { keptAt?: number } | undefined }) =>
  query.data?.keptAt ?? query.dataUpdatedAt

/**
 * Keeps the user's work orders fresh while the area is open: once the page is loaded and idle, every 5 minutes, on reconnecting,
 * and a second after the area's data is invalidated (a change of this user delivered, one made
 * here online), so the kept copy has it before the network goes again.
 */
export function useWorkOrderRefresh() {
  const { user } = useSession()
  const queryClient = useQueryClient()
  useEffect(() => {
    let stopped = false
    let soon: ReturnType<typeof setTimeout> | undefined
    const refresh = () => {
      if (stopped || !onlineManager.isOnline()) return
      refreshWorkOrders(user.userId).catch(() => undefined)
    }
    // Not beside the first screen's own requests: its answer is the technician's whole window of
    // work orders (about 140 KB for the demo), parsed and written to IndexedDB on the main thread.
    const cancelFirst = afterLoadIdle(refresh)
    const timer = setInterval(refresh, WORK_ORDER_REFRESH_MS)
    const unsubscribeOnline = onlineManager.subscribe((online) => {
      if (online) refresh()
    })
    const unsubscribeCache = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'invalidate') return
      if (event.query.queryKey[0] !== maintenanceKeys.all[0]) return
      clearTimeout(soon)
      soon = setTimeout(refresh, 1_000)
    })
    return () => {
      stopped = true
      cancelFirst()
      clearInterval(timer)
      clearTimeout(soon)
      unsubscribeOnline()
      unsubscribeCache()
    }
  }, [user.userId, queryClient])
}

/** When the kept work orders were last refreshed (undefined while reading, null before the first). */
export function useKeptWorkOrdersAge(): number | null | undefined {
  const { user } = useSession()
  return useLiveQuery(
    async () => (await db.workOrderSync.get(user.userId))?.refreshedAt ?? null,
    [user.userId],
  )
}
