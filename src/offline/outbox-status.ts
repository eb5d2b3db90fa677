/**
 * Counts of the signed-in user's queued commands, for the top bar: a tiny store without Dexie
 * (the indicator is on every page's first load); start-offline.ts fills it from a Dexie live query,
 * which also sees the changes other tabs and the service worker make.
 */
import { useSyncExternalStore } from 'react'

export interface OutboxStatus {
  /** Waiting or being sent (pending, sending, failed-and-retrying). */
  queued: number
  /** Waiting for the user: rejected or in conflict. */
  needsAttention: number
}

let status: OutboxStatus = { queued: 0, needsAttention: 0 }
const listeners = new Set<() => void>()

export function setOutboxStatus(next: OutboxStatus): void {
  if (next.queued === status.queued && next.needsAttention === status.needsAttention) return
  status = next
  for (const listener of listeners) listener()
}

export function getOutboxStatus(): OutboxStatus {
  return status
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useOutboxStatus(): OutboxStatus {
  return useSyncExternalStore(subscribe, getOutboxStatus, getOutboxStatus)
}
