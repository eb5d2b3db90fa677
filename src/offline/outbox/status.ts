/**
 * Counts of the signed-in user's queued commands, for the top bar: a tiny store without Dexie
 * (the indicator is on every page's first load). wire-app.ts fills it at start from a plain
 * IndexedDB read; once the outbox has work, runtime.ts keeps it from a Dexie live query,
 * which also sees the changes other tabs and the service worker make.
 */
import { useSyncExternalStore } from 'react'
import type { OutboxCommand } from './types'

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

export function countByState(commands: Pick<OutboxCommand, 'status'>[]): OutboxStatus {
  let queued = 0
  let needsAttention = 0
  for (const command of commands) {
    if (command.status === 'rejected' || command.status === 'conflict') needsAttention++
    else queued++
  }
  return { queued, needsAttention }
}
