import { type DisplayStatus, displayStatusSchema } from '@/contract/display'

/**
 * The last status the screen received, kept on the device so that a screen that restarts while
 * the network is down shows the last known plant (marked stale by its age) instead of nothing.
 */
const LAST_STATUS_KEY = 'plant-portal.display-last-status'

export interface StoredStatus {
  status: DisplayStatus
  receivedAt: number
}

export function saveLastStatus(storage: Storage, status: DisplayStatus, receivedAt: number) {
  try {
    storage.setItem(LAST_STATUS_KEY, JSON.stringify({ status, receivedAt }))
  } catch {
    // Storage full: the screen still works from memory.
  }
}

export function loadLastStatus(storage: Storage): StoredStatus | null {
  try {
    const raw = JSON.parse(storage.getItem(LAST_STATUS_KEY) ?? 'null') as {
      status?: unknown
      receivedAt?: unknown
    } | null
    if (!raw || typeof raw.receivedAt !== 'number') return null
    const parsed = displayStatusSchema.safeParse(raw.status)
    return parsed.success ? { status: parsed.data, receivedAt: raw.receivedAt } : null
  } catch {
    return null
  }
}

export function clearLastStatus(storage: Storage) {
  storage.removeItem(LAST_STATUS_KEY)
}

/**
 * The screen judges staleness against the server's clock, not its own (a screen's clock may be
 * off by minutes): the offset measured at the last answer is applied to the local clock.
 */
export function serverNow(status: DisplayStatus | undefined, receivedAt: number, localNow: number): number {
  if (!status) return localNow
  const serverAt = Date.parse(status.serverTime)
  return Number.isFinite(serverAt) ? localNow + (serverAt - receivedAt) : localNow
}
