/**
 * Seeds the demo plant into an empty database (DEMO=on): the fixed catalogue first, then the
 * generated history (history/). Deterministic for a given seed and anchor time (DEMO_NOW).
 */
import { count } from 'drizzle-orm'
import type { Db } from '../db/client'
import { companies } from '../db/schema'
import type { FileStorage } from '../lib/storage'
import { seedManuals } from './documents/seed-manuals'
import { generateHistory } from './history/generate'
import { loadHistoryInput } from './history/load-input'
import { writeHistory } from './history/write'
import { writeDemoPrices } from './job-costing/demo-prices'
import { seedMaintenance } from './maintenance/seed-maintenance'
import { seedUsageTasks } from './maintenance/seed-maintenance-usage'
import { type BaseSeed, seedBase } from './seed-base'

export interface DemoOptions {
  seed: number
  /** The end of the generated history. */
  now: Date
  days: number
  log?: (message: string) => void
  /**
   * The day work orders are planned around (default: `now`). The server passes the real clock: a
   * pinned history (DEMO_NOW) must not leave the maintenance lists without today's work.
   */
  maintenanceNow?: Date
  /** Where the generated machine manuals go; without it no manuals are made (history-only tests). */
  storage?: FileStorage
}

export async function isEmpty(db: Db) {
  const [row] = await db.select({ n: count() }).from(companies)
  return row.n === 0
}

export interface HistorySummary {
  orders: number
  samples: number
}

/** Generates and stores the history over an already seeded catalogue (tests call it directly). */
export async function seedHistory(db: Db, base: BaseSeed, options: DemoOptions): Promise<HistorySummary> {
  const started = Date.now()
  const input = await loadHistoryInput(db, options)
  const history = generateHistory(input)
  const generated = Date.now()
  await db.transaction(async (tx) => {
    // The prices first: the history's costs were priced at them (extras.ts).
    await writeDemoPrices(tx, base.plantId, input.prices, {
      now: options.now,
      updatedBy: base.userIds['manager@demo.plant'] ?? null,
    })
    await writeHistory(tx, base.plantId, history)
  })
  options.log?.(
    `demo history: ${history.orders.length} orders, ${history.samples.ts.length} speed samples over ${options.days} days ` +
      `(generated in ${generated - started} ms, written in ${Date.now() - generated} ms)`,
  )
  const { consumables, inkGroups, materials } = input.prices
  options.log?.(
    `demo prices: ${consumables.length} consumable, ${inkGroups.length} ink and ${materials.length} material periods; ` +
      'order costs priced at them (services/job-costing/pricing.ts)',
  )
  return { orders: history.orders.length, samples: history.samples.ts.length }
}

export async function seedDemo(db: Db, options: DemoOptions): Promise<BaseSeed> {
  const started = Date.now()
  const base = await seedBase(db)
  options.log?.(`demo plant seeded in ${Date.now() - started} ms`)
  await seedHistory(db, base, options)
  const maintenanceStarted = Date.now()
  const maintenance = await seedMaintenance(db, {
    plantId: base.plantId,
    userIds: base.userIds,
    now: options.maintenanceNow ?? options.now,
    storage: options.storage,
  })
  options.log?.(
    `demo maintenance: ${maintenance.tasks} tasks, ${maintenance.events} work orders, ${maintenance.instructions} ` +
      `step-by-step PDFs, ${maintenance.photos} photos in ${Date.now() - maintenanceStarted} ms`,
  )
  // Usage-based tasks (issue 33), their counters part way through the history just written.
  const usageTasks = await seedUsageTasks(db, {
    plantId: base.plantId,
    userIds: base.userIds,
    now: options.maintenanceNow ?? options.now,
  })
  options.log?.(`demo maintenance: ${usageTasks} usage-based tasks`)
  if (options.storage) {
    const manualsStarted = Date.now()
    const manuals = await seedManuals(db, options.storage)
    options.log?.(`demo manuals: ${manuals} PDFs in ${Date.now() - manualsStarted} ms`)
  }
  return base
}
