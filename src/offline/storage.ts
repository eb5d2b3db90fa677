/**
 * What this device keeps offline and how to clear it (the Offline panel).
 *
 * Clearing removes the saved query caches of every user, the kept documents and images, and the
 * outbox; it refuses while commands are queued unless the user confirmed losing them, since a
 * queued command is someone's unsent work. The session itself stays (clearing is not a logout).
 */

import { db } from './db'
import { listOfflineDocuments } from './document-cache'
import { MACHINE_IMAGES_CACHE, TECH_DOCS_CACHE } from './document-cache-keys'
import { clearOutbox, countAllCommands, listCommands } from './outbox/outbox'
import { wipeAllQueryCaches } from './query-persister'

export interface StorageSummary {
  /** Bytes used and available to this site, when the browser tells (navigator.storage.estimate). */
  usage: number | null
  quota: number | null
  persisted: boolean | null
  pendingCommands: number
  documents: { count: number; bytes: number }
}

/** The bytes this site may still store (quota minus usage), or null when the browser does not say. */
export async function freeSpace(): Promise<number | null> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined
  const estimate = storage?.estimate ? await storage.estimate().catch(() => null) : null
  if (estimate?.quota == null || estimate.usage == null) return null
  return Math.max(0, estimate.quota - estimate.usage)
}

export async function storageSummary(userId: number): Promise<StorageSummary> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined
  const [estimate, persisted, commands, documents] = await Promise.all([
    storage?.estimate ? storage.estimate().catch(() => null) : Promise.resolve(null),
    storage?.persisted ? storage.persisted().catch(() => null) : Promise.resolve(null),
    listCommands(userId),
    listOfflineDocuments(userId),
  ])
  return {
    usage: estimate?.usage ?? null,
    quota: estimate?.quota ?? null,
    persisted,
    pendingCommands: commands.length,
    documents: { count: documents.length, bytes: documents.reduce((sum, d) => sum + d.size, 0) },
  }
}

export type ClearResult = { cleared: true } | { cleared: false; pendingCommands: number }

export async function clearOfflineData({ discardPending = false } = {}): Promise<ClearResult> {
  const pendingCommands = await countAllCommands()
  if (pendingCommands > 0 && !discardPending) return { cleared: false, pendingCommands }
  await Promise.all([
    wipeAllQueryCaches(),
    clearOutbox(),
    db.documentTexts.clear(),
    db.workOrders.clear(),
    db.workOrderSync.clear(),
    db.shiftPlans.clear(),
    typeof caches !== 'undefined' ? caches.delete(TECH_DOCS_CACHE) : undefined,
    typeof caches !== 'undefined' ? caches.delete(MACHINE_IMAGES_CACHE) : undefined,
  ])
  return { cleared: true }
}
