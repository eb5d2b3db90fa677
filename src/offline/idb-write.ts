/**
 * The persister's saves of a user's query cache row (query-persister.ts) in plain IndexedDB, on
 * the store Dexie defines (src/offline/db.ts), so a signed-in page saves without loading Dexie. Before
 * Dexie has ever created the store (first run) the write goes through Dexie, which creates it.
 * Its own module, loaded by the first save, so pages without a signed-in user never fetch it.
 */
import type { QueryCacheRow } from '@/offline/db'
import { openExisting } from './idb-read'

const database = () => import('@/offline/db').then((m) => m.db)

/**
 * One put or delete in its own transaction, resolved once committed. False when the database or
 * the store does not exist yet; rejects on a failed write.
 */
export async function writeRow(
  store: string,
  change: { put: unknown } | { delete: IDBValidKey },
): Promise<boolean> {
  const idb = await openExisting(store)
  if (!idb) return false
  return new Promise<boolean>((resolve, reject) => {
    try {
      const tx = idb.transaction(store, 'readwrite')
      const objectStore = tx.objectStore(store)
      if ('put' in change) objectStore.put(change.put)
      else objectStore.delete(change.delete)
      tx.oncomplete = () => {
        idb.close()
        resolve(true)
      }
      tx.onerror = tx.onabort = () => {
        idb.close()
        reject(tx.error ?? new Error(`IndexedDB write to ${store} failed`))
      }
    } catch (error) {
      idb.close()
      reject(error)
    }
  })
}

export async function putQueryCacheRow(row: QueryCacheRow): Promise<void> {
  if (await writeRow('queryCache', { put: row })) return
  await (await database()).queryCache.put(row)
}

export async function deleteQueryCacheRow(key: string): Promise<void> {
  if (await writeRow('queryCache', { delete: key })) return
  await (await database()).queryCache.delete(key)
}
