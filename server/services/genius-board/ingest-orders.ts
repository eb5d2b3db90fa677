/**
 * GET /ingest/v1/prepared-orders: the orders sent to the company's machines (or to one of them)
 * that no machine has started yet, oldest sent first, with what the machine needs to set up: the
 * decks, and for laminating and coating machines the shared job's whole recipe (every field, the
 * defaults filled in: shared-jobs/recipe.ts).
 */
import { type SQL, sql } from 'drizzle-orm'
import type { IngestPreparedOrder } from '../../../src/contract/genius-board'
import { type DeckValues, machineSetup } from '../../../src/contract/genius-board-rules'
import type { MachineLineName } from '../../../src/contract/session'
import type { DbOrTx } from '../../db/client'
import { isoOrNull, num } from '../../db/sql-values'
import { readRecipe } from '../shared-jobs/recipe'
import { deckWire, inkNames } from './order-wire'

/** A gateway works through its queue; more than this many waiting orders is not a real plant's. */
const LIMIT = 500

export async function sentOrders(
  db: DbOrTx,
  companyId: number,
  machineId: number | null,
): Promise<IngestPreparedOrder[]> {
  const machine: SQL = machineId === null ? sql`true` : sql`o.machine_id = ${machineId}::int`
  const [{ rows }, inks] = await Promise.all([
    db.execute<Record<string, unknown>>(sql`
      select o.*, m.serial_number, l.name as line
      from prepared_orders o
      join machines m on m.id = o.machine_id
      join plants p on p.id = m.plant_id
      join machine_models mm on mm.id = m.model_id
      join machine_lines l on l.id = mm.line_id
      where o.state = 'sent' and p.company_id = ${companyId}::int and ${machine}
      order by o.sent_at, o.id
      limit ${LIMIT}`),
    inkNames(db),
  ])
  const orders: IngestPreparedOrder[] = []
  for (const r of rows) {
    const recipe =
      machineSetup(String(r.line) as MachineLineName) === 'recipe' && r.shared_job_id !== null
        ? (await readRecipe(db, companyId, num(r.shared_job_id))).configurations
        : []
    orders.push({
      preparedOrderId: num(r.id),
      machine: String(r.serial_number),
      reference: String(r.reference),
      jobName: String(r.job_name),
      customer: String(r.customer),
      materialId: num(r.material_id),
      width: num(r.width),
      targetMeter: num(r.target_meter),
      sentAt: isoOrNull(r.sent_at) as string,
      decks: ((r.decks ?? []) as DeckValues[]).map((d) => deckWire(d, inks)),
      recipe,
    })
  }
  return orders
}
