/**
 * A bigger plant than the demo's twelve machines, for the line-side display's paging (issue 31).
 * No API creates machines (a real plant's come with its gateways), so the machines are written
 * straight into a copy of the seeded DATA_DIR before its server starts: PGlite allows one process
 * per data directory. Each extra machine is a copy of the plant's first one; the ones listed in
 * `stopped` are stopped, the others produce. Every machine, the demo's included, has just reported
 * (the seeded history ends days ago, when the demo clock stopped, so each would otherwise show as
 * switched off with no data): the cards show what a live plant's do, order and progress included.
 */
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { copyDataDir, type RunningServer, startServer } from './server'

export async function addMachines(dataDir: string, count: number, stopped: readonly number[]): Promise<void> {
  const db = new PGlite(path.join(dataDir, 'pg'))
  await db.waitReady
  try {
    await db.query(
      `insert into machines (plant_id, model_id, hash_code, name, serial_number, max_speed, sort_order)
       select m.plant_id, m.model_id, 'e2e-extra-' || g, 'Extra press ' || lpad(g::text, 2, '0'),
              'E2E-' || g, m.max_speed, 1000 + g
       from generate_series(1, $1::int) g,
            (select plant_id, model_id, max_speed from machines order by sort_order, id limit 1) m`,
      [count],
    )
    await db.query(
      `insert into machine_status (machine_id, state, speed, last_transaction_at)
       select id, case when split_part(hash_code, '-', 3)::int = any($1::int[]) then 4 else 3 end,
              case when split_part(hash_code, '-', 3)::int = any($1::int[]) then 0 else 180 end,
              now()
       from machines where hash_code like 'e2e-extra-%'`,
      [stopped],
    )
    await db.query('update machine_status set last_transaction_at = now()')
  } finally {
    await db.close()
  }
}

/** A server over a copy of the seeded demo DATA_DIR, live, with `count` more machines. */
export async function serverWithExtraMachines(
  count: number,
  stopped: readonly number[],
): Promise<RunningServer> {
  const root = process.env.E2E_ROOT
  const seed = process.env.E2E_SEED_DIR
  if (!root || !seed) throw new Error('E2E_ROOT/E2E_SEED_DIR are not set: run through `npx playwright test`')
  const dataDir = copyDataDir(seed, path.join(root, `big-plant-${randomUUID().slice(0, 8)}`))
  await addMachines(dataDir, count, stopped)
  return startServer({ dataDir })
}
