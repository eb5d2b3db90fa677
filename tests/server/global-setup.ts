/**
 * globalSetup of the PGlite run (vitest.config.ts): migrates one in-memory PGlite, seeds it up to
 * each fixture of tests/support/database-fixtures.ts and dumps its data directory at each one
 * (empty.tar, base.tar, maintenance.tar). Every test app then loads a dump (about 1 s) instead of
 * creating a cluster, migrating and seeding (about 3 s; the maintenance seed more).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../server/db/client'
import type { PgliteDumps } from '../postgres/test-database'
import { seedFixtures } from '../support/database-fixtures'

export default async function setup(project: TestProject) {
  const started = Date.now()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-dumps-'))
  const database = await openDatabase({ dataDir: 'memory' })
  // drizzle's PGlite database keeps its client here; dumpDataDir is PGlite's own call.
  const client = (database.db as unknown as { $client: PGlite }).$client
  const dump = async (name: string) => {
    const tar = await client.dumpDataDir('none')
    writeFileSync(path.join(dir, `${name}.tar`), Buffer.from(await tar.arrayBuffer()))
  }
  try {
    await database.migrate()
    await dump('empty')
    const manifest = await seedFixtures(database.db, 'maintenance', dump)
    const provided: PgliteDumps = { dir, manifest }
    project.provide('pgliteDumps', provided)
  } finally {
    await database.close()
  }
  console.log(`[pglite] test fixtures dumped in ${Date.now() - started} ms`)
  return () => rmSync(dir, { recursive: true, force: true })
}
