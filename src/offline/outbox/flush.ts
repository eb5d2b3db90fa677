/**
 * Delivers the commands of one user (the signed-in author): oldest first; within a scope a
 * command waits while an earlier one is not delivered (failed and waiting for its retry time,
 * rejected, or in conflict). A network failure stops the flush (nothing else would get through);
 * a 401 stops it too and leaves the command pending for the next sign-in. Runs under the
 * cross-tab flush lock, in the page or in the service worker.
 */
import { db } from '@/offline/db'
import { backoffDelay } from './backoff'
import { attemptDelivery, type DeliveryTarget } from './deliver'
import { passFileIdsOn, unresolvedFileError } from './file-refs'
import { withFlushLock } from './lock'
import { listCommands, loadBlobs, removeDelivered } from './outbox'
import type { OutboxCommand } from './types'

export interface FlushOptions extends DeliveryTarget {
  userId: number
  random?: () => number
}

export interface FlushReport {
  delivered: Array<{ command: OutboxCommand; body: unknown }>
  /** Why the flush ended early: no connection, or the token was refused. */
  stopped: 'offline' | 'unauthorized' | null
  /** Earliest time a waiting command is due again (for the scheduler's timer). */
  nextDueAt: number | null
  attempted: number
}

export function flushOutbox(options: FlushOptions): Promise<FlushReport | 'busy'> {
  return withFlushLock(() => runFlush(options))
}

async function runFlush(options: FlushOptions): Promise<FlushReport> {
  const report: FlushReport = { delivered: [], stopped: null, nextDueAt: null, attempted: 0 }
  const due = (at: number) => {
    report.nextDueAt = report.nextDueAt === null ? at : Math.min(report.nextDueAt, at)
  }
  // Passes repeat while they deliver something, so commands queued meanwhile go out too.
  for (let pass = 0; pass < 50; pass++) {
    const commands = await listCommands(options.userId)
    const blocked = new Set<string>()
    let progress = false
    for (const command of commands) {
      if (blocked.has(command.scope)) continue
      if (command.status === 'rejected' || command.status === 'conflict') {
        blocked.add(command.scope)
        continue
      }
      // A 'sending' row here is an attempt that never finished (a closed tab): the flush lock says
      // nobody else is sending, and the same key makes sending it again safe.
      if (command.nextAttemptAt > options.now()) {
        blocked.add(command.scope)
        due(command.nextAttemptAt)
        continue
      }
      const stop = await attempt(command, options, report, due)
      if (stop) {
        report.stopped = stop
        return report
      }
      if (report.delivered.at(-1)?.command.id === command.id) progress = true
      else blocked.add(command.scope)
    }
    if (!progress) break
  }
  return report
}

async function attempt(
  listed: OutboxCommand,
  options: FlushOptions,
  report: FlushReport,
  due: (at: number) => void,
): Promise<FlushReport['stopped']> {
  const started = options.now()
  const claimed = await db.outbox.update(listed.id, { status: 'sending', lastAttemptAt: started })
  if (!claimed) return null // discarded meanwhile
  // Read again: the previous command of its scope may have just passed it a version.
  const command = await db.outbox.get(listed.id)
  if (!command) return null
  if (command.takesFileIdFrom) {
    // Its upload was discarded before it was delivered: the body would name no file.
    const error = unresolvedFileError(command.takesFileIdFrom)
    await db.outbox.update(command.id, { status: 'rejected', error })
    return null
  }
  report.attempted++
  const outcome = await attemptDelivery(command, await loadBlobs(command), options)
  const attempts = command.attempts + 1
  switch (outcome.kind) {
    case 'delivered':
      await removeDelivered(command.id, () => passFileIdsOn(command, outcome.body))
      await passVersionOn(command, outcome.body)
      report.delivered.push({ command, body: outcome.body })
      return null
    case 'retry': {
      const delay = backoffDelay(attempts, options.random, outcome.retryAfterMs)
      const nextAttemptAt = options.now() + delay
      await db.outbox.update(command.id, { status: 'failed', attempts, nextAttemptAt, error: outcome.error })
      due(nextAttemptAt)
      return outcome.error.status === 0 ? 'offline' : null
    }
    case 'unauthorized':
      await db.outbox.update(command.id, { status: 'pending', attempts, error: outcome.error })
      return 'unauthorized'
    case 'conflict':
    case 'rejected':
      await db.outbox.update(command.id, { status: outcome.kind, attempts, error: outcome.error })
      return null
  }
}

/**
 * The answer's `version` becomes the base of the next command of the same scope that asked for it
 * (takesVersionFromPrevious), written before that command is read again for its attempt.
 */
async function passVersionOn(command: OutboxCommand, answer: unknown): Promise<void> {
  const version = (answer as { version?: unknown } | null)?.version
  if (typeof version !== 'number') return
  // An upload between the two carries no version and moves none (a photo adds evidence): skipped.
  // Read by the scope's index: the rest of a long outbox is not this command's business.
  const later = await db.outbox
    .where('scope')
    .equals(command.scope)
    .filter((c) => c.userId === command.userId && c.seq > command.seq && c.body.kind !== 'multipart')
    .sortBy('seq')
  const next = later[0]
  if (!next?.takesVersionFromPrevious || next.body.kind !== 'json') return
  const value = { ...(next.body.value as Record<string, unknown>), version }
  await db.outbox.update(next.id, { body: { kind: 'json', value } })
}
