/**
 * Asks the browser once per device to keep this site's storage (navigator.storage.persist()),
 * at the first offline save: without it, a browser short of space may evict IndexedDB and the
 * caches, queued commands included. Chromium grants it silently to installed apps; Firefox asks.
 */
const askedKey = 'plant-portal.storage-persist-asked'

export async function requestPersistentStorage(): Promise<boolean | null> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return null
  try {
    if (await navigator.storage.persisted()) return true
    if (localStorage.getItem(askedKey)) return false
    localStorage.setItem(askedKey, String(Date.now()))
    return await navigator.storage.persist()
  } catch {
    return null
  }
}
