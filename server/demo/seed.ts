/**
 * Seeds the demo plant into an empty database (DEMO=on): the fixed catalogue first, then the
 * generated history. Deterministic for a given seed and anchor time (DEMO_NOW).
 */
import { count } from 'drizzle-orm'
import type { Db } from '../db/client'
import { companies } from '../db/schema'
import { type BaseSeed, seedBase } from './seed-base'

export interface DemoOptions {
  seed: number
  /** The end of the generated history. */
  now: Date
  days: number
  log?: (message: string) => void
}

export async function isEmpty(db: Db) {
  const [row] = await db.select({ n: count() }).from(companies)
  return row.n === 0
}

export async function seedDemo(db: Db, options: DemoOptions): Promise<BaseSeed> {
  const started = Date.now()
  const base = await seedBase(db)
  options.log?.(`demo plant seeded in ${Date.now() - started} ms`)
  return base
}
