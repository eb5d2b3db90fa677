/**
 * The TanStack Query cache on disk, so an offline start opens with the last data.
 *
 * Model: one row per user in the Dexie table `queryCache` (key `plant-portal.queries:<userId>`),
 * written by the async storage persister (throttled) with successful queries only. The user is
 * resolved when the storage is called, not when the persister is made: one persister serves the
 * whole app life, a save without a signed-in user writes nothing, and a restore reads the signed-in
 * user's row only. The buster is a cache schema version, bumped only when cached shapes change
 * (not the build id), so an app update keeps the offline data; rows older than 7 days or of
 * another version are dropped on restore. Logout deletes that user's row (never the outbox).
 * Reads and the persister's saves use plain IndexedDB (idb-read.ts) on the same store, so a
 * signed-in start restores and saves without loading Dexie; before Dexie has ever created the
 * store (first run) a save goes through Dexie, which creates it.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import type { Query, QueryClient } from '@tanstack/react-query'
import type { AsyncStorage, Persister, PersistQueryClientOptions } from '@tanstack/react-query-persist-client'
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client'
import type { QueryCacheRow } from '@/offline/db'
import { readRow } from './idb-read'

const database = () => import('@/offline/db').then((m) => m.db)
const writes = () => import('./idb-write')

/** Bump when the shape of cached data changes in a way old entries would break. */
export const QUERY_CACHE_VERSION = '1'
export const QUERY_CACHE_MAX_AGE = 7 * 24 * 60 * 60_000
export const QUERY_CACHE_KEY = 'plant-portal.queries'

const rowKey = (key: string, userId: number) => `${key}:${userId}`

export function createUserQueryStorage(getUserId: () => number | null): AsyncStorage<string> {
  return {
    getItem: async (key) => {
      const userId = getUserId()
      if (userId === null) return null
      return (await readRow<QueryCacheRow>('queryCache', rowKey(key, userId)))?.value ?? null
    },
    setItem: async (key, value) => {
      const userId = getUserId()
      if (userId === null) return
      await (await writes()).putQueryCacheRow({
        key: rowKey(key, userId),
        userId,
        value,
        savedAt: Date.now(),
      })
    },
    removeItem: async (key) => {
      const userId = getUserId()
      if (userId === null) return
      await (await writes()).deleteQueryCacheRow(rowKey(key, userId))
    },
  }
}

/** Successful queries only (an error or a pending fetch is not worth keeping), unless a query opts out. */
export function shouldDehydrateQuery(query: Query): boolean {
  return query.state.status === 'success' && query.meta?.persist !== false
}

export interface QueryPersistence {
  persister: Persister
  options: Omit<PersistQueryClientOptions, 'queryClient'>
  /**
   * Restores the signed-in user's cache into `queryClient`, once per user: the boot calls it
   * before the first route loads (a loader must find the data offline), and a sign-in calls it for
   * the new user.
   */
  restore: (queryClient: QueryClient) => Promise<void>
  /**
   * Saves the cache on every change from now on, and once at once. The once matters: a route loader
   * starts its screen's first query beside the screen's code, so its answer can arrive before
   * anything listens, and a subscription alone would leave the device without that copy until some
   * later change (the offline start would then open empty). Returns the unsubscribe.
   */
  keepSaved: (queryClient: QueryClient) => () => void
  /** Logout: deletes this user's saved cache and lets the next sign-in restore again. */
  forgetUser: (userId: number) => Promise<void>
}

export function createQueryPersistence(
  getUserId: () => number | null,
  { throttleTime = 1_000, buster = QUERY_CACHE_VERSION } = {},
): QueryPersistence {
  const base = createAsyncStoragePersister({
    storage: createUserQueryStorage(getUserId),
    key: QUERY_CACHE_KEY,
    throttleTime,
  })
  let restoredFor: number | null = null
  const persister: Persister = {
    persistClient: base.persistClient,
    removeClient: base.removeClient,
    restoreClient: async () => {
      const userId = getUserId()
      if (userId === null || userId === restoredFor) return undefined
      restoredFor = userId
      return base.restoreClient()
    },
  }
  const options = {
    persister,
    maxAge: QUERY_CACHE_MAX_AGE,
    buster,
    dehydrateOptions: { shouldDehydrateQuery },
  }
  return {
    persister,
    options,
    restore: async (queryClient) => {
      const before = new Set(queryClient.getQueryCache().getAll())
      await persistQueryClientRestore({ ...options, queryClient })
      // What came from disk is from an earlier page life, and its last save is throttled: a save
      // followed by a reload within the throttle left the disk copy without the invalidation. So
      // every restored query is stale: shown at once (offline too), refetched when next used online.
      const restored = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => !before.has(query))
      for (const query of restored) query.invalidate()
    },
    keepSaved: (queryClient) => {
      const unsubscribe = persistQueryClientSubscribe({ ...options, queryClient })
      void persistQueryClientSave({ ...options, queryClient }).catch(() => undefined)
      return unsubscribe
    },
    forgetUser: async (userId) => {
      if (restoredFor === userId) restoredFor = null
      const store = await database()
      // The work orders kept for a shift offline, and what prepare shift saved, are that user's data too.
      await Promise.all([
        store.queryCache.where('userId').equals(userId).delete(),
        store.workOrders.where('userId').equals(userId).delete(),
        store.workOrderSync.delete(userId),
        store.shiftPlans.delete(userId),
      ])
    },
  }
}

/** Every user's saved cache (the "clear offline data" action). */
export async function wipeAllQueryCaches(): Promise<void> {
  await (await database()).queryCache.clear()
}
