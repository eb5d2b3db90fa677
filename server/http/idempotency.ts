/**
 * Idempotent writes (DESIGN.md "Rules of the API"). A client (the offline outbox above all) sends a
 * UUID in Idempotency-Key; the same key must produce one effect, however often it arrives.
 *
 * Model: a row (owner, key) is inserted as 'running' in its own short transaction: the unique index
 * makes exactly one request the winner. The winner runs the effect and stores the response in the
 * same transaction as the effect, turning the row 'done'. Others see: 'done' with the same body
 * hash -> the stored response; another body -> 422; still 'running' -> 409. If the effect fails,
 * the row is removed, so a retry runs again (failed writes have no effect to protect). Rows are kept
 * 30 days.
 *
 * A claim left 'running' by a process that died (an API instance killed mid-write) must not hold
 * its key for long: the offline outbox and the load balancer retry at once, on another instance.
 * So the winner holds its claim row locked (FOR UPDATE) for the whole effect transaction, and a
 * claim that is older than ABANDONED_MS and NOT locked belongs to nobody alive: the next request
 * takes it over (FOR UPDATE SKIP LOCKED, then a new claim time). The claim time is the claim's
 * identity: the effect transaction locks the row only if it still carries its own, so a holder that
 * stalled past ABANDONED_MS before locking finds it taken over and rolls its effect back. One effect
 * per key, on PGlite and across instances on Postgres (ADR 002, ADR 027).
 */
import { createHash } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db, Tx } from '../db/client'
import { idempotencyKeys } from '../db/schema'
import { badRequest, HttpError } from './errors'

/** A claim unlocked this long after it was made is abandoned (its holder locks it within milliseconds). */
export const ABANDONED_MS = 15_000
export const IDEMPOTENCY_RETENTION_DAYS = 30

export interface WriteResult<T = unknown> {
  status?: number
  body: T
  headers?: Record<string, string>
  /** Runs once the transaction has committed (dropping caches the write made stale); not stored. */
  afterCommit?: () => void
}

function canonical(value: unknown): unknown {
  if (Buffer.isBuffer(value)) return createHash('sha256').update(value).digest('hex')
  if (Array.isArray(value)) return value.map(canonical)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    )
  }
  return value
}

export function requestHash(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([method, url, canonical(body ?? null)]))
    .digest('hex')
}

function ownerOf(request: FastifyRequest): string {
  const auth = request.auth
  if (auth?.kind === 'user') return `u:${auth.user.id}`
  if (auth?.kind === 'apiKey') return `k:${auth.apiKeyId}`
  // Public writes (login, recovery) are keyed by the caller's address.
  return `ip:${request.ip}`
}

function send(reply: FastifyReply, result: WriteResult, replayed: boolean) {
  if (result.headers) reply.headers(result.headers)
  if (replayed) reply.header('Idempotent-Replayed', 'true')
  return reply.status(result.status ?? 200).send(result.body)
}

export interface IdempotentOptions {
  /**
   * What identifies the request's content; defaults to the parsed body. Multipart routes pass their
   * parts; routes whose body holds a password leave it out (a plain SHA-256 of a password is
   * crackable, and the table keeps rows 30 days).
   */
  hashInput?: (request: FastifyRequest) => unknown
  /**
   * The answer carries credentials (a session token, an API key secret, a handoff token): they are
   * not stored. The effect still happens once; a replay answers 409 CREDENTIALS_ALREADY_ISSUED.
   */
  sensitive?: boolean
}

const alreadyIssued = {
  status: 409,
  body: {
    error: 'CREDENTIALS_ALREADY_ISSUED',
    message: 'The credentials were issued to the first request with this Idempotency-Key and are not kept',
  },
}

/**
 * Runs a write. `effect` receives the transaction in which it must make all its changes; its answer
 * is stored with them when the request carries an Idempotency-Key.
 */
export async function idempotentWrite(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  effect: (tx: Tx) => Promise<WriteResult>,
  options: IdempotentOptions = {},
) {
  const rawKey = request.headers['idempotency-key']
  const key = Array.isArray(rawKey) ? rawKey[0] : rawKey
  if (key === undefined) {
    const result = await db.transaction((tx) => effect(tx))
    result.afterCommit?.()
    return send(reply, result, false)
  }
  if (key.length < 8 || key.length > 200) {
    throw badRequest('Idempotency-Key', 'Idempotency-Key must be 8 to 200 characters', 'invalid_key')
  }
  const owner = ownerOf(request)
  const hash = requestHash(
    request.method,
    request.url,
    options.hashInput ? options.hashInput(request) : request.body,
  )

  let claimedAt = new Date()
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ owner, key, requestHash: hash, status: 'running', createdAt: claimedAt })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id })

  let rowId = inserted[0]?.id
  if (rowId === undefined) {
    const [existing] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key)))
    if (!existing) throw inUse()
    if (existing.requestHash !== hash) {
      throw new HttpError(
        422,
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was used with a different request',
      )
    }
    if (existing.status === 'done') {
      return send(
        reply,
        {
          status: existing.responseStatus ?? 200,
          body: existing.responseBody,
          headers: existing.responseHeaders ?? undefined,
        },
        true,
      )
    }
    const taken = await takeOverAbandoned(db, existing.id)
    if (!taken) throw inUse()
    rowId = existing.id
    claimedAt = taken
  }
  const ours = and(
    eq(idempotencyKeys.id, rowId),
    eq(idempotencyKeys.status, 'running'),
    eq(idempotencyKeys.createdAt, claimedAt),
  )

  try {
    const result = await db.transaction(async (tx) => {
      // Held until commit: while the effect runs, nobody may take the claim over.
      const held = await tx.select({ id: idempotencyKeys.id }).from(idempotencyKeys).where(ours).for('update')
      if (!held[0]) throw inUse()
      const out = await effect(tx)
      const stored = options.sensitive ? alreadyIssued : out
      await tx
        .update(idempotencyKeys)
        .set({
          status: 'done',
          responseStatus: stored.status ?? 200,
          responseBody: (stored.body ?? null) as never,
          responseHeaders: options.sensitive ? null : (out.headers ?? null),
          completedAt: sql`now()`,
        })
        .where(eq(idempotencyKeys.id, rowId))
      return out
    })
    result.afterCommit?.()
    return send(reply, result, false)
  } catch (err) {
    // Only our own claim: one taken over by a later request is that request's.
    await db.delete(idempotencyKeys).where(ours)
    throw err
  }
}

const inUse = () => new HttpError(409, 'IDEMPOTENCY_KEY_IN_USE', 'The same request is being processed')

/**
 * Takes over a 'running' claim whose holder is gone: older than ABANDONED_MS and not locked by a
 * running effect. Answers the new claim time, or null when the claim is alive (or already done).
 */
async function takeOverAbandoned(db: Db, rowId: number): Promise<Date | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: idempotencyKeys.id })
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.id, rowId),
          eq(idempotencyKeys.status, 'running'),
          lt(idempotencyKeys.createdAt, new Date(Date.now() - ABANDONED_MS)),
        ),
      )
      .for('update', { skipLocked: true })
    if (!row) return null
    const claimedAt = new Date()
    await tx.update(idempotencyKeys).set({ createdAt: claimedAt }).where(eq(idempotencyKeys.id, rowId))
    return claimedAt
  })
}

/** Deletes keys past retention; run at start and daily. */
export async function purgeIdempotencyKeys(db: Db, now = new Date()) {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * 86_400_000)
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff))
}
