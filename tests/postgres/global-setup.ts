/**
 * globalSetup of vitest.postgres.config.ts: one throwaway Postgres cluster for the whole run (or the
 * server named by TEST_DATABASE_URL), with a template database that has the migrations applied.
 * Every createTestApp() then copies the template into its own database (CREATE DATABASE ... TEMPLATE),
 * so test files stay independent and run in parallel. Teardown stops the cluster and deletes it.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { type Cluster, startCluster } from '../../scripts/pg-cluster'
import { openDatabase } from '../../server/db/client'
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
  const url = new URL(adminUrl)
  url.pathname = `/${template}`
  const database = await openDatabase({ databaseUrl: url.toString() })
  try {
    const t0 = Date.now()
    await database.migrate()
    console.log(`[postgres] migrations applied to ${template} in ${Date.now() - t0} ms`)
  } finally {
    await database.close()
  }
  const { rows } = await adminQuery(adminUrl, 'show server_version')
  const provided: PostgresTarget = { adminUrl, template, version: rows[0].server_version }
  project.provide('postgres', provided)

  return async () => {
    if (cluster) await cluster.stop()
    else await adminQuery(adminUrl, `drop database if exists ${template} with (force)`)
  }
}
