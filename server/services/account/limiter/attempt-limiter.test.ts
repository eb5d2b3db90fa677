/**
 * The sign-in limiter's device path (ADR 035) over an in-memory PGlite holding only its table:
 * a device's attempts reserve its own key and nothing else; without a device the ADR 025 rules hold.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../../db/client'
import { HttpError } from '../../../http/errors'
import { createAttemptLimiter } from './attempt-limiter'
import { limiterPolicies } from './policies'

let database: Database
const at = new Date('2026-11-28T10:00:00Z')

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory' })
  const ddl = readFileSync(
    path.resolve(import.meta.dirname, '../../../db/migrations/0011_login_throttle.sql'),
    'utf8',
  )
  for (const statement of ddl.split('--> statement-breakpoint')) await database.db.execute(sql.raw(statement))
})
afterAll(() => database.close())
beforeEach(() => database.db.execute(sql`delete from login_throttle`))

/** F = 1: the pair and device allow 1 free failure, the account 20. */
const limiter = () => createAttemptLimiter(database.db, limiterPolicies(1), () => at)
const owner = { userId: 7 }

/** Reserves an attempt that then fails (nothing given back); the status it met. */
async function fail(attempt: Promise<unknown>): Promise<'granted' | number> {
  try {
    await attempt
    return 'granted'
  } catch (err) {
    if (err instanceof HttpError) return err.status
    throw err
  }
}

const keys = async () =>
  (await database.db.execute<{ key: string }>(sql`select key from login_throttle order by key`)).rows.map(
    (r) => r.key.split(':')[0],
  )

describe('attempt limiter: device cookies', () => {
  it("counts a device's attempt on its own key only", async () => {
    expect(await fail(limiter().signIn(owner, '203.0.113.1', 'nonce-1'))).toBe('granted')
    expect(await keys()).toEqual(['login-device'])
  })

  it('lets the device in while the account cap refuses everyone else', async () => {
    const l = limiter()
    for (let i = 0; i < 20; i++) expect(await fail(l.signIn(owner, `198.51.100.${i + 1}`))).toBe('granted')
    expect(await fail(l.signIn(owner, '198.51.100.200'))).toBe(429)
    expect(await fail(l.signIn(owner, '198.51.100.201', 'nonce-1'))).toBe('granted')
  })

  it('holds a device after its own free failures, whatever the address; another device is not held', async () => {
    const l = limiter()
    expect(await fail(l.signIn(owner, '203.0.113.1', 'nonce-1'))).toBe('granted')
    expect(await fail(l.signIn(owner, '203.0.113.2', 'nonce-1'))).toBe(429)
    expect(await fail(l.signIn(owner, '203.0.113.2', 'nonce-2'))).toBe('granted')
  })

  it('a success clears the device alone: the pair a guesser shares at that address keeps its count', async () => {
    const l = limiter()
    // A guesser at the owner's address, without the cookie: one failure on the pair (and wider keys).
    expect(await fail(l.signIn(owner, '203.0.113.1'))).toBe('granted')
    expect(await fail(l.signIn(owner, '203.0.113.1', 'nonce-1'))).toBe('granted')
    const attempt = await l.signIn(owner, '203.0.113.1', 'nonce-1').catch(() => null)
    expect(attempt).toBeNull()
    // After the wait, the owner's right password with the cookie: the device is cleared, the rest stays.
    const later = createAttemptLimiter(database.db, limiterPolicies(1), () => new Date(at.getTime() + 1000))
    await (await later.signIn(owner, '203.0.113.1', 'nonce-1')).succeeded(database.db)
    const rows = await database.db.execute<{ key: string; failures: number; trusted: boolean }>(
      sql`select key, failures, trusted_until is not null as trusted from login_throttle order by key`,
    )
    expect(rows.rows.map((r) => [r.key.split(':')[0], r.failures, r.trusted])).toEqual([
      ['login-account', 1, false],
      ['login-pair', 1, false],
      ['login-source', 1, false],
    ])
  })

  it('ignores a device for a name that is no account', async () => {
    expect(await fail(limiter().signIn({ name: 'nobody' }, '203.0.113.1', 'nonce-1'))).toBe('granted')
    expect(await keys()).toEqual(['login-account', 'login-pair', 'login-source'])
  })
})
