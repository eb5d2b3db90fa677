/**
 * The offline platform as the app starts it (boot.tsx): online state at once, the signed-in user's
 * saved query cache before the first route loads, and, once the page has loaded and is idle, the
 * outbox watcher (outbox/watch.ts): the pending counts of the top bar from a plain IndexedDB read,
 * and the outbox machinery (Dexie, the flusher, the live counts) only once the outbox has work.
 *
 * The session drives it: a sign-in restores that user's saved queries and flushes their waiting
 * commands; a sign-out (logout or a refused token) deletes that user's saved queries and leaves
 * the outbox alone, its commands wait for their author.
 */
import type { QueryClient } from '@tanstack/react-query'
import { afterLoadIdle } from '@/lib/after-load'
import { apiBaseUrl as apiBase } from '@/lib/env'
import { captureInstallPrompt } from './install-prompt'
import { startOnlineStatus } from './online-status'
import type { OutboxWatcher } from './outbox/watch'
import { createQueryPersistence } from './query-persister'
import { getSession, subscribeSession } from './session-store'

const currentUserId = () => getSession()?.user.userId ?? null

/** The one persister of the app. */
export const queryPersistence = createQueryPersistence(currentUserId)

export interface OfflineWiring {
  /** Resolves once the saved cache is restored (or after a short limit: never blocks the start). */
  restored: Promise<void>
}

export interface OfflineHost {
  queryClient: QueryClient
  /** The app's reaction to a refused token (clear the session, go to /login). */
  onUnauthorized: () => void
}

const RESTORE_LIMIT_MS = 2_000

export function wireOffline(host: OfflineHost): OfflineWiring {
  startOnlineStatus({ healthUrl: `${apiBase}/health` })
  captureInstallPrompt()

  let watcher: Promise<OutboxWatcher> | undefined
  const watchOutbox = () => {
    watcher ??= import('./outbox/watch').then((m) => m.createOutboxWatcher(currentUserId, host))
    // A no-op once the runtime runs (it follows the session itself).
    void watcher.then((w) => w.check())
  }

  let userId = currentUserId()
  subscribeSession(() => {
    const next = currentUserId()
    if (next === userId) return
    const previous = userId
    userId = next
    if (previous !== null) void queryPersistence.forgetUser(previous)
    if (next !== null) void queryPersistence.restore(host.queryClient)
    watchOutbox()
  })

  if (userId === null) {
    queryPersistence.keepSaved(host.queryClient)
    return { restored: Promise.resolve() }
  }
  // Not before the first screen has loaded.
  afterLoadIdle(watchOutbox)
  // Saving starts once the disk copy is back, and saves at once what arrived meanwhile.
  const restoring = queryPersistence.restore(host.queryClient).catch(() => undefined)
  void restoring.then(() => queryPersistence.keepSaved(host.queryClient))
  const restored = Promise.race([
    restoring,
    new Promise<void>((resolve) => setTimeout(resolve, RESTORE_LIMIT_MS)),
  ])
  return { restored }
}
