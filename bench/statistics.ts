/**
 * `npm run bench:api` (second part): the statistics reads of issue 14 on the demo plant's history,
 * answered from the daily rollups (what the API does) and, side by side, computed from the raw
 * state periods, inactivities and power-offs (what the rollups save), on PGlite and on Postgres.
 *
 *   traceability          POST /api/traceability: 5 machines, one year, grouped by month (through
 *                         the app, in process: validation, SQL, serialisation; no network);
 *   export path by day    the same year by day, as POST /api/traceability/export reads it (the
 *                         service, without writing the workbook);
 *   inactivities          POST /api/inactivities: one machine, one year (through the app).
 * Each row: --runs timed runs after 3 discarded, p50 and p95. Targets: p95 < 100 ms for the first
 * two, < 50 ms for the third. The raw column runs the same service with the rollups replaced by
 * the raw rows (server/services/statistics/day-parts.ts), once per run.
 *
 * Options: --days N (demo history, default 365; 1095 for three years), --runs N (default 30),
 * --modes pglite,postgres. Figures go to stdout and bench/results/statistics-<date>.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { startCluster } from '../scripts/pg-cluster'
import { type Database, openDatabase } from '../server/db/client'
import { seedDemo } from '../server/demo/seed'
import { inactivityStats } from '../server/services/statistics/inactivity-stats'
import { traceability } from '../server/services/statistics/traceability'
import { inProcessApp } from './in-process-app'
import { percentile } from './report'

const { values: args } = parseArgs({
  options: {
    days: { type: 'string', default: '365' },
    runs: { type: 'string', default: '30' },
    modes: { type: 'string', default: 'pglite,postgres' },
  },
})
const DAYS = Number(args.days)
const RUNS = Number(args.runs)
const NOW = new Date('2026-11-20T12:00:00Z')

interface Row {
  mode: string
  read: string
  targetMs: number
  rollups: { p50: number; p95: number }
  raw: { p50: number; p95: number }
}

async function timed(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 3; i++) await run()
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    await run()
    times.push(performance.now() - started)
  }
  const round = (v: number) => Math.round(v * 10) / 10
  times.sort((a, b) => a - b)
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) }
}

async function measure(mode: string, database: Database, dir: string): Promise<Row[]> {
  const started = Date.now()
  const base = await seedDemo(database.db, { seed: 20261121, now: NOW, days: DAYS })
  await database.db.execute(sql`analyze`)
  console.log(
    `[bench:statistics] ${mode}: ${DAYS} days seeded in ${Math.round((Date.now() - started) / 1000)} s`,
  )
  const { app, headers } = await inProcessApp(database, dir, NOW)
  try {
    const machineIds = base.machineIds.slice(0, 5)
    const year = { startDate: '2025-11-21', finishDate: '2026-11-20' }
    const post = async (url: string, payload: object) => {
      const res = await app.inject({ method: 'POST', url, payload, headers })
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`)
    }
    const byMonth = { machineIds, ...year, grouping: 'month' as const, now: NOW }
    const byDay = { ...byMonth, grouping: 'day' as const }
    const oneMachine = { machineId: machineIds[0] as number, ...year, now: NOW }
    return [
      {
        mode,
        read: 'traceability, 5 machines, a year by month',
        targetMs: 100,
        rollups: await timed(() =>
          post('/api/traceability', { type: 1, machineIds, ...year, dataGrouping: 'month' }),
        ),
        raw: await timed(() => traceability(database.db, byMonth, 'raw')),
      },
      {
        mode,
        read: 'export path, 5 machines, a year by day',
        targetMs: 100,
        rollups: await timed(() => traceability(database.db, byDay, 'rollups')),
        raw: await timed(() => traceability(database.db, byDay, 'raw')),
      },
      {
        mode,
        read: 'inactivities, 1 machine, a year',
        targetMs: 50,
        rollups: await timed(() => post('/api/inactivities', { machineId: machineIds[0], ...year })),
        raw: await timed(() => inactivityStats(database.db, oneMachine, 'raw')),
      },
    ]
  } finally {
    await app.close()
  }
}

async function main() {
  const rows: Row[] = []
  for (const mode of args.modes.split(',')) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-statistics-'))
    const cluster = mode === 'postgres' ? await startCluster() : null
    const database = await openDatabase(
      cluster ? { databaseUrl: await cluster.createDatabase('bench') } : { dataDir: 'memory' },
    )
    try {
      await database.migrate()
      rows.push(...(await measure(mode, database, dir)))
    } finally {
      await database.close()
      await cluster?.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  }
  console.log(
    '\nmode      read                                         rollups p50/p95     raw p50/p95      target',
  )
  for (const r of rows) {
    const met = r.rollups.p95 < r.targetMs ? 'met' : 'MISSED'
    console.log(
      `${r.mode.padEnd(9)} ${r.read.padEnd(44)} ${`${r.rollups.p50} / ${r.rollups.p95} ms`.padEnd(19)} ${`${r.raw.p50} / ${r.raw.p95} ms`.padEnd(16)} p95 < ${r.targetMs} ms ${met}`,
    )
  }
  const date = new Date().toISOString().slice(0, 10)
  const out = path.join(import.meta.dirname, 'results', `statistics-${date}.json`)
  mkdirSync(path.dirname(out), { recursive: true })
  writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), days: DAYS, runs: RUNS, cpus: os.cpus().length, rows }, null, 2)}\n`,
  )
  console.log(`\nwrote ${path.relative(process.cwd(), out)}`)
  if (rows.some((r) => r.rollups.p95 >= r.targetMs)) process.exitCode = 1
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
