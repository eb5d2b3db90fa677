/**
 * Reads of the app's IndexedDB database without loading Dexie: start-up paths (the saved query
 * cache before the first route, the pending count of the top bar) stay free of it, and Dexie loads
 * only to write the outbox or the session (the persister's saves use idb-write.ts). The database is
 * opened without a version, so it is never created or upgraded here: Dexie owns the schema
 * (src/offline/db.ts). A missing database or store reads as nothing.
 */
export const DATABASE_NAME = 'plant-portal'

/** The existing database when it holds `store`, else null (never creates nor upgrades it). */
export function openExisting(store: string): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null)
    const request = indexedDB.open(DATABASE_NAME)
    // No database yet: opening without a version would create an empty one; abort that.
    request.onupgradeneeded = () => request.transaction?.abort()
    request.onerror = request.onblocked = () => resolve(null)
    request.onsuccess = () => {
      const idb = request.result
      // Never hold up Dexie's upgrade of the schema.
      idb.onversionchange = () => idb.close()
      if (idb.objectStoreNames.contains(store)) return resolve(idb)
      idb.close()
      resolve(null)
    }
  })
}

/** One read request on `store` (a missing database or store, or a failed read, gives `empty`). */
export async function readStore<T>(
  store: string,
  make: (s: IDBObjectStore) => IDBRequest,
  empty: T,
): Promise<T> {
  const idb = await openExisting(store)
  return new Promise((resolve) => {
    if (!idb) return resolve(empty)
    const done = (value: T) => {
      resolve(value)
      idb.close()
    }
    try {
      const request = make(idb.transaction(store, 'readonly').objectStore(store))
      request.onsuccess = () => done((request.result as T | undefined) ?? empty)
      request.onerror = () => done(empty)
    } catch {
      done(empty)
    }
  })
}

export function readRow<T>(store: string, key: IDBValidKey): Promise<T | undefined> {
  return readStore<T | undefined>(store, (s) => s.get(key), undefined)
}
