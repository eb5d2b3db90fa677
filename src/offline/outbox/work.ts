/**
 * The "there is something to send" signal of the outbox, without Dexie: the app listens to it
 * before the outbox runtime (and Dexie) has loaded, so the first queued write starts the runtime.
 */
type Listener = () => void
const workListeners = new Set<Listener>()

/** Called when there is something to send: a command was queued, or the user asked for a retry. */
export function onOutboxWork(listener: Listener): () => void {
  workListeners.add(listener)
  return () => workListeners.delete(listener)
}

export function notifyOutboxWork(): void {
  for (const listener of [...workListeners]) listener()
}
