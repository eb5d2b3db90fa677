/**
 * Builds the app over its own copy of a seeded fixture (tests/support/database-fixtures.ts: the demo
 * catalogue, or that plus the demo maintenance), for inject()-driven tests: in-memory PGlite, or its
 * own database on a Postgres server under vitest.postgres.config.ts (or when TEST_DATABASE_URL is
 * set); see tests/postgres/test-database.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../../server/app'
import type { AppContext } from '../../server/context'
import { readEnv } from '../../server/env'
import type { MailMessage } from '../../server/lib/mailer'
import { localStorage } from '../../server/lib/storage'
import { openTestDatabase } from '../postgres/test-database'
import type { FixtureName } from '../support/database-fixtures'

export const TEST_NOW = new Date('2026-11-20T10:00:00Z')

export async function createTestApp(
  overrides: Partial<AppContext> = {},
  envOverrides: Record<string, string> = {},
  { fixture = 'base' }: { fixture?: FixtureName } = {},
) {
  const database = await openTestDatabase(fixture)
  if (!database.manifest) throw new Error(`the ${fixture} fixture came without its seed's ids`)
  const { base, maintenance } = database.manifest
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-'))
  const sentMail: MailMessage[] = []
  const ctx: AppContext = {
    db: database.db,
    env: readEnv({ DATA_DIR: dir, LOGIN_RATE_LIMIT: '1000', ...envOverrides }),
    now: () => new Date(),
    storage: localStorage(path.join(dir, 'files')),
    mailer: { send: async (m) => void sentMail.push(m) },
    ...overrides,
  }
  const app = await buildApp(ctx)
  await app.ready()
  return {
    app,
    ctx,
    base,
    /** The demo maintenance's counts, with the `maintenance` fixture. */
    maintenance,
    sentMail,
    async close() {
      await app.close()
      await database.close()
      // The files the app stored (uploads, manuals): one folder per test file, gone with it.
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>
