/**
 * Prepared orders as the wire shows them (src/contract/genius-board.ts): one SELECT with the
 * machine's name, the creator, the shared job's reference and the production order the machine
 * made of it; each deck named with its ink from the plant's ink list.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { PreparedDeck, PreparedOrder } from '../../../src/contract/genius-board'
import type { DeckValues, PreparedOrderState } from '../../../src/contract/genius-board-rules'
import type { DbOrTx } from '../../db/client'
import { isoOrNull, num, numOrNull, strOrNull } from '../../db/sql-values'

type Row = Record<string, unknown>
export type InkNames = ReadonlyMap<number, { name: string; hex: string }>

export async function inkNames(db: DbOrTx): Promise<InkNames> {
  const { rows } = await db.execute<Row>(sql`select id, name, hex from inks`)
  return new Map(rows.map((r) => [num(r.id), { name: String(r.name), hex: String(r.hex) }]))
}

export function deckWire(deck: DeckValues, inks: InkNames): PreparedDeck {
  const ink = deck.inkId === null ? undefined : inks.get(deck.inkId)
  return {
    position: deck.position,
    inkId: deck.inkId,
    inkName: ink?.name ?? null,
    inkHex: ink?.hex ?? null,
    anilox: deck.anilox,
    plateHolder: deck.plateHolder,
    tape: deck.tape,
    mode: deck.mode,
    viscosity: deck.viscosity,
    temperature: deck.temperature,
  }
}

/** The orders `where` selects (over alias o), in `orderBy`, at most `limit`. */
export async function selectOrders(
  db: DbOrTx,
  where: SQL,
  orderBy: SQL = sql`o.created_at desc, o.id desc`,
  limit = 1,
): Promise<PreparedOrder[]> {
  const [{ rows }, inks] = await Promise.all([
    db.execute<Row>(sql`
      select o.*, m.name as machine_name, u.display_name as created_by_name,
             j.reference as shared_job_reference,
             pm.hash_code as po_hash_code, po.id_on_machine as po_id_on_machine,
             po.insert_timestamp as po_insert_timestamp
      from prepared_orders o
      join machines m on m.id = o.machine_id
      join users u on u.id = o.created_by
      left join shared_jobs j on j.id = o.shared_job_id
      left join production_orders po on po.id = o.production_order_id
      left join machines pm on pm.id = po.machine_id
      where ${where}
      order by ${orderBy}
      limit ${limit}`),
    inkNames(db),
  ])
  return rows.map((r) => orderWire(r, inks))
}

function orderWire(r: Row, inks: InkNames): PreparedOrder {
  return {
    id: num(r.id),
    machineId: num(r.machine_id),
    machineName: String(r.machine_name),
    reference: String(r.reference),
    jobName: String(r.job_name),
    customer: String(r.customer),
    materialId: num(r.material_id),
    width: num(r.width),
    targetMeter: num(r.target_meter),
    sharedJobId: numOrNull(r.shared_job_id),
    sharedJobReference: strOrNull(r.shared_job_reference),
    decks: ((r.decks ?? []) as DeckValues[]).map((d) => deckWire(d, inks)),
    state: String(r.state) as PreparedOrderState,
    version: num(r.version),
    createdBy: String(r.created_by_name),
    createdAt: isoOrNull(r.created_at) as string,
    updatedAt: isoOrNull(r.updated_at) as string,
    sentAt: isoOrNull(r.sent_at),
    startedAt: isoOrNull(r.started_at),
    finishedAt: isoOrNull(r.finished_at),
    productionOrder:
      r.po_hash_code === null || r.po_hash_code === undefined
        ? null
        : {
            machineHashCode: String(r.po_hash_code),
            idOnMachine: num(r.po_id_on_machine),
            insertTimestamp: num(r.po_insert_timestamp),
          },
  }
}

export async function selectOrder(db: DbOrTx, id: number): Promise<PreparedOrder | null> {
  return (await selectOrders(db, sql`o.id = ${id}::int`))[0] ?? null
}
