/**
 * Reads and writes of the app's IndexedDB database without loading Dexie: start-up paths (the
 * saved query cache before the first route, the pending count of the top bar, the persister's
 * saves) stay free of it, and Dexie loads only when the outbox has work or a panel needs it.
 *
 * The database is opened without a version, so it is never created or upgraded here: Dexie owns
 * the schema (src/lib/db.ts). A missing database or store reads as nothing; a write to a missing
 * store reports `false` so the caller can fall back to Dexie, which creates it.
 */
export const DATABASE_NAME = 'plant-portal'

/** The existing database when it holds `store`, else null (never creates nor upgrades it). */
export function openExisting(store: string): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null)
    const request = indexedDB.open(DATABASE_NAME)
    // No database yet: opening without a version would create an empty one; abort that.
    request.onupgradeneeded = () => request.transaction?.abort()
    request.onerror = () => resolve(null)
    request.onblocked = () => resolve(null)
    request.onsuccess = () => {
      const idb = request.result
      // Never hold up Dexie's upgrade of the schema.
      idb.onversionchange = () => idb.close()
      if (!idb.objectStoreNames.contains(store)) {
        idb.close()
        return resolve(null)
      }
      resolve(idb)
    }
  })
}

function readRequest<T>(store: string, make: (s: IDBObjectStore) => IDBRequest, empty: T): Promise<T> {
  return openExisting(store).then(
    (idb) =>
      new Promise<T>((resolve) => {
        if (!idb) return resolve(empty)
        let request: IDBRequest
        try {
          request = make(idb.transaction(store, 'readonly').objectStore(store))
        } catch {
          idb.close()
          return resolve(empty)
        }
        request.onsuccess = () => {
          resolve((request.result as T | undefined) ?? empty)
          idb.close()
        }
        request.onerror = () => {
          resolve(empty)
          idb.close()
        }
      }),
  )
}

export function readRow<T>(store: string, key: IDBValidKey): Promise<T | undefined> {
  return readRequest<T | undefined>(store, (s) => s.get(key), undefined)
}

/** Every row of `store` whose index `index` equals `value` (a missing index reads as nothing). */
export function readAllByIndex<T>(store: string, index: string, value: IDBValidKey): Promise<T[]> {
  return readRequest<T[]>(store, (s) => s.index(index).getAll(value), [])
}

/**
 * One put or delete in its own transaction, resolved once committed. False when the database or
 * the store does not exist yet (the caller writes through Dexie instead); rejects on a failed write.
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
