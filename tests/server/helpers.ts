/**
 * Builds the app over a fresh in-memory PGlite with the demo catalogue, for inject()-driven tests.
 */
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../../server/app'
import type { AppContext } from '../../server/context'
import { openDatabase } from '../../server/db/client'
import { seedBase } from '../../server/demo/seed-base'
import { readEnv } from '../../server/env'
import type { MailMessage } from '../../server/lib/mailer'
import { localStorage } from '../../server/lib/storage'

export const TEST_NOW = new Date('2026-11-20T10:00:00Z')

export async function createTestApp(
  overrides: Partial<AppContext> = {},
  envOverrides: Record<string, string> = {},
) {
  const database = await openDatabase({ dataDir: 'memory' })
  await database.migrate()
  const base = await seedBase(database.db)
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
    sentMail,
    async close() {
      await app.close()
      await database.close()
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>
