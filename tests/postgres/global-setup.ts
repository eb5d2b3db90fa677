/**
 * globalSetup of vitest.postgres.config.ts: one throwaway Postgres cluster for the whole run (or the
 * server named by TEST_DATABASE_URL), with a template database that has the migrations applied and
 * one per seeded fixture (tests/support/database-fixtures.ts). Every createTestApp() then copies a
 * template into its own database (CREATE DATABASE ... TEMPLATE), so test files stay independent and
 * run in parallel, and the seeds run once per run. Teardown stops the cluster and deletes it.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { type Cluster, startCluster } from '../../scripts/pg-cluster'
import type { Db } from '../../server/db/client'
import { openDatabase } from '../../server/db/client'
import { seedBase } from '../../server/demo/seed-base'
import {
  type FixtureManifest,
  type FixtureName,
  fixtureNames,
  seedMaintenanceFixture,
} from '../support/database-fixtures'
import type { PostgresTarget } from './test-database'

async function adminQuery(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await client.query(sql)
  } finally {
    await client.end()
  }
}

function databaseUrlOf(adminUrl: string, name: string) {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * Creates `name` as a copy of `from` and runs `seed` in it. The copy is retried while the source
 * still has connections (55006): a closed pool's sockets linger a moment.
 */
async function seedCopy<T>(adminUrl: string, from: string, name: string, seed: (db: Db) => Promise<T>) {
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(adminUrl, `create database ${name} template ${from}`)
      break
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  const database = await openDatabase({ databaseUrl: databaseUrlOf(adminUrl, name) })
  try {
    return await seed(database.db)
  } finally {
    await database.close()
  }
}

export default async function setup(project: TestProject) {
  let cluster: Cluster | null = null
  let adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) {
    // No fallback: a run of this config that cannot reach Postgres fails, naming what to install.
    cluster = await startCluster({ log: (m) => console.log(`[postgres] ${m}`) })
    adminUrl = cluster.adminUrl
  }
  const template = `portal_tpl_${randomBytes(4).toString('hex')}`
  await adminQuery(adminUrl, `create database ${template}`)
  const database = await openDatabase({ databaseUrl: databaseUrlOf(adminUrl, template) })
  try {
    const t0 = Date.now()
    await database.migrate()
    console.log(`[postgres] migrations applied to ${template} in ${Date.now() - t0} ms`)
  } finally {
    await database.close()
  }
  // Each fixture's template, a copy of the one before it with its seed added.
  const t0 = Date.now()
  const fixtures: Record<FixtureName, string> = {
    base: `${template}_base`,
    maintenance: `${template}_maintenance`,
  }
  const base = await seedCopy(adminUrl, template, fixtures.base, seedBase)
  const maintenance = await seedCopy(adminUrl, fixtures.base, fixtures.maintenance, (db) =>
    seedMaintenanceFixture(db, base),
  )
  const manifest: FixtureManifest = { base, maintenance }
  console.log(`[postgres] fixtures ${fixtureNames.join(', ')} seeded in ${Date.now() - t0} ms`)
  const { rows } = await adminQuery(adminUrl, 'show server_version')
  const provided: PostgresTarget = { adminUrl, template, fixtures, manifest, version: rows[0].server_version }
  project.provide('postgres', provided)

  return async () => {
    if (cluster) await cluster.stop()
    else {
      for (const name of [template, ...Object.values(fixtures)])
        await adminQuery(adminUrl, `drop database if exists ${name} with (force)`)
    }
  }
}
