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

let lastKnown: boolean | undefined

/**
 * Whether the browser keeps this site's storage (true when it cannot tell), remembered so that a
 * screen asking again renders with the answer at once: the maintenance route asks in its loader,
 * and its offer to keep data then appears with the page instead of pushing it down a moment later.
 */
export async function storagePersisted(): Promise<boolean> {
  try {
    lastKnown = (await navigator.storage?.persisted?.()) ?? true
  } catch {
    lastKnown = true
  }
  return lastKnown
}

/** The last answer of storagePersisted(), undefined before the first. */
export const knownStoragePersisted = () => lastKnown
