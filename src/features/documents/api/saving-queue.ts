/**
 * Saves in progress, outside any component: a machine's manuals keep downloading one after the
 * other while the technician moves between sections. Progress per manual, the last error per
 * manual, and the whole queue observable with useSavingQueue().
 */
import { useSyncExternalStore } from 'react'
import type { TechDocument } from '@/contract/documents'
import { type SaveProgress, saveManualOffline } from '@/offline/manuals'

interface QueueState {
  progress: ReadonlyMap<number, SaveProgress>
  /** Waiting their turn, in order. */
  waiting: readonly number[]
  failed: ReadonlyMap<number, string>
}

let state: QueueState = { progress: new Map(), waiting: [], failed: new Map() }
const listeners = new Set<() => void>()
let running = false
const jobs: Array<{ doc: TechDocument; machineName: string; auth: { token: string; userId: number } }> = []

function set(next: Partial<QueueState>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

async function run() {
  if (running) return
  running = true
  while (jobs.length > 0) {
    const job = jobs.shift()!
    const id = job.doc.id
    set({
      waiting: state.waiting.filter((w) => w !== id),
      progress: new Map(state.progress).set(id, { received: 0, total: job.doc.size }),
    })
    try {
      await saveManualOffline(job.doc, job.machineName, job.auth, (p) =>
        set({ progress: new Map(state.progress).set(id, p) }),
      )
      const failed = new Map(state.failed)
      failed.delete(id)
      set({ failed })
    } catch (err) {
      set({ failed: new Map(state.failed).set(id, err instanceof Error ? err.message : String(err)) })
    } finally {
      const progress = new Map(state.progress)
      progress.delete(id)
      set({ progress })
    }
  }
  running = false
}

export function queueSaves(
  docs: TechDocument[],
  machineName: string,
  auth: { token: string; userId: number },
): void {
  const fresh = docs.filter((d) => !state.progress.has(d.id) && !state.waiting.includes(d.id))
  if (fresh.length === 0) return
  for (const doc of fresh) jobs.push({ doc, machineName, auth })
  set({ waiting: [...state.waiting, ...fresh.map((d) => d.id)] })
  void run()
}

export function useSavingQueue(): QueueState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => state,
    () => state,
  )
}
