/**
 * One read from the app's IndexedDB database without loading Dexie: start-up paths (the saved
 * query cache before the first route) stay free of it, and Dexie loads later, to write. A missing
 * database or table reads as nothing; the database is never created or upgraded here.
 */
export const DATABASE_NAME = 'plant-portal'

export function readRow<T>(store: string, key: IDBValidKey): Promise<T | undefined> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(undefined)
    const request = indexedDB.open(DATABASE_NAME)
    request.onupgradeneeded = () => request.transaction?.abort()
    request.onerror = () => resolve(undefined)
    request.onblocked = () => resolve(undefined)
    request.onsuccess = () => {
      const idb = request.result
      if (!idb.objectStoreNames.contains(store)) {
        idb.close()
        return resolve(undefined)
      }
      const get = idb.transaction(store, 'readonly').objectStore(store).get(key)
      get.onsuccess = () => {
        resolve(get.result as T | undefined)
        idb.close()
      }
      get.onerror = () => {
        resolve(undefined)
        idb.close()
      }
    }
  })
}
