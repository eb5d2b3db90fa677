/**
 * `npm run bench:api` (last part): job costing on the demo plant (issue 15).
 *
 *   statistics      GET /api/job-cost/statistics: the busiest costed machine, a year by month and
 *                   12 weeks by week (through the app, in process); p50 and p95 of --runs runs.
 *   recalculation   a price change over the whole history (the demo plant's year, or all of
 *                   --orders): every finished order that consumed a priced type is marked (markAffectedOrders, as the price routes do), then the
 *                   recalculation job reprices them all (CostRecalculation.runPlant, as after a
 *                   price write); marking time, run time and orders per second.
 *
 * Options: --days N (demo history, default 365), --orders N (grow the history to N orders first,
 * DEMO_ORDERS; e.g. 100000), --runs N (default 30), --modes pglite,postgres. Figures go to stdout
 * and bench/results/job-costing-<date>.json. Targets: statistics p95 < 100 ms; a year of the demo
 * plant's orders recalculated in under a minute.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { startCluster } from '../scripts/pg-cluster'
import { type Database, openDatabase } from '../server/db/client'
import { extendOrderHistory } from '../server/demo/extend-orders'
import { seedDemo } from '../server/demo/seed'
import { markAffectedOrders } from '../server/services/job-costing/marking'
import { CostRecalculation } from '../server/services/job-costing/recalculation'
import { inProcessApp } from './in-process-app'
import { percentile } from './report'

const { values: args } = parseArgs({
  options: {
    days: { type: 'string', default: '365' },
    orders: { type: 'string', default: '0' },
    runs: { type: 'string', default: '30' },
    modes: { type: 'string', default: 'pglite,postgres' },
  },
})
const DAYS = Number(args.days)
const ORDERS = Number(args.orders)
const RUNS = Number(args.runs)
const NOW = new Date('2026-11-20T12:00:00Z')

type Row = Record<string, unknown>

interface Result {
  mode: string
  orders: number
  statistics: { read: string; p50: number; p95: number }[]
  recalculation: { marked: number; markMs: number; runMs: number; ordersPerSecond: number }
}

async function timed(run: () => Promise<unknown>) {
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

async function measure(mode: string, database: Database, dir: string): Promise<Result> {
  const started = Date.now()
  const base = await seedDemo(database.db, { seed: 20261121, now: NOW, days: DAYS })
  if (ORDERS > 0)
    await extendOrderHistory(database.db, ORDERS, (m) => console.log(`[bench:job-costing] ${m}`))
  await database.db.execute(sql`analyze`)
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await database.db.execute<Row>(query)).rows[0]?.n ?? 0)
  const orders = await count(sql`select count(*)::int as n from production_orders`)
  console.log(
    `[bench:job-costing] ${mode}: ${DAYS} days, ${orders} orders seeded in ${Math.round((Date.now() - started) / 1000)} s`,
  )
  // The app's own job is parked: the bench runs the recalculation itself.
  const { app, headers } = await inProcessApp(database, dir, NOW, { COST_RECALC_DEBOUNCE_MS: '3600000' })
  try {
    const [busiest] = (
      await database.db.execute<Row>(sql`
        select m.hash_code, count(*)::int as n from production_orders o join machines m on m.id = o.machine_id
        where exists (select 1 from machine_consumable_types t where t.machine_id = m.id)
        group by m.hash_code order by n desc limit 1`)
    ).rows
    const get = async (groupBy: string) => {
      const url = `/api/job-cost/statistics?date=2026-11-20&groupBy=${groupBy}&machineHashCode=${busiest.hash_code}`
      const res = await app.inject({ method: 'GET', url, headers })
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`)
    }
    const statistics = [
      { read: 'statistics, busiest machine, a year by month', ...(await timed(() => get('month'))) },
      { read: 'statistics, busiest machine, 12 weeks by week', ...(await timed(() => get('week'))) },
    ]

    // A price change over the whole history (a year of the demo plant; all of it with --orders),
    // for every priced type: every costed finished order.
    const [first] = (
      await database.db.execute<Row>(
        sql`select (min(date_start) at time zone 'Europe/Madrid')::date::text as day from production_orders`,
      )
    ).rows
    const markStarted = performance.now()
    const types = (
      await database.db.execute<Row>(
        sql`select distinct consumable_type_id as id from machine_consumable_types`,
      )
    ).rows.map((r) => Number(r.id))
    let marked = 0
    await database.db.transaction(async (tx) => {
      for (const consumableTypeId of types) {
        marked += await markAffectedOrders(tx, {
          plantId: base.plantId,
          timeZone: 'Europe/Madrid',
          consumableTypeId,
          days: [{ from: String(first.day), to: null }],
          changedBy: null,
        })
      }
    })
    const markMs = Math.round(performance.now() - markStarted)
    const job = new CostRecalculation({ db: database.db, debounceMs: 0 })
    const runStarted = performance.now()
    const result = await job.runPlant(base.plantId)
    const runMs = Math.round(performance.now() - runStarted)
    await job.stop()
    if (result.left !== 0 || result.processed !== marked) {
      throw new Error(`recalculation left ${result.left}, processed ${result.processed} of ${marked}`)
    }
    return {
      mode,
      orders,
      statistics,
      recalculation: { marked, markMs, runMs, ordersPerSecond: Math.round((marked * 1000) / runMs) },
    }
  } finally {
    await app.close()
  }
}

async function main() {
  const results: Result[] = []
  for (const mode of args.modes.split(',')) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-job-costing-'))
    const cluster = mode === 'postgres' ? await startCluster() : null
    const database = await openDatabase(
      cluster ? { databaseUrl: await cluster.createDatabase('bench') } : { dataDir: 'memory' },
    )
    try {
      await database.migrate()
      results.push(await measure(mode, database, dir))
    } finally {
      await database.close()
      await cluster?.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  }
  console.log('\nmode      read                                            p50 / p95       target')
  for (const r of results) {
    for (const s of r.statistics) {
      const met = s.p95 < 100 ? 'met' : 'MISSED'
      console.log(
        `${r.mode.padEnd(9)} ${s.read.padEnd(47)} ${`${s.p50} / ${s.p95} ms`.padEnd(15)} p95 < 100 ms ${met}`,
      )
    }
  }
  console.log('\nmode      orders    marked    marking    recalculation    orders/s')
  for (const r of results) {
    const c = r.recalculation
    console.log(
      `${r.mode.padEnd(9)} ${String(r.orders).padEnd(9)} ${String(c.marked).padEnd(9)} ${`${c.markMs} ms`.padEnd(10)} ${`${(c.runMs / 1000).toFixed(1)} s`.padEnd(16)} ${c.ordersPerSecond}`,
    )
  }
  const date = new Date().toISOString().slice(0, 10)
  const suffix = ORDERS > 0 ? `-${ORDERS}` : ''
  const out = path.join(import.meta.dirname, 'results', `job-costing${suffix}-${date}.json`)
  mkdirSync(path.dirname(out), { recursive: true })
  writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), days: DAYS, runs: RUNS, cpus: os.cpus().length, results }, null, 2)}\n`,
  )
  console.log(`\nwrote ${path.relative(process.cwd(), out)}`)
  if (results.some((r) => r.statistics.some((s) => s.p95 >= 100))) process.exitCode = 1
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
