/**
 * Cost versions (issue 15 item 8): when the recalculation job changes an order's cost, the cost
 * before and after and the price changes behind the marks are kept in order_cost_versions, in the
 * transaction that writes the new cost, so a manager can see why last month's figures moved.
 */
import { sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'

type Row = Record<string, unknown>

/** A cost moved when it changes by half a cent or more, or appears or disappears. */
const moved = (before: number | null, after: number | null) =>
  before === null || after === null ? before !== after : Math.abs(after - before) >= 0.005

/** `marked`: the removed marks with the cost their orders had before the reprice. */
export async function keepVersions(tx: Tx, marked: readonly Row[]): Promise<number> {
  if (marked.length === 0) return 0
  const ids = marked.map((r) => Number(r.order_id))
  const { rows } = await tx.execute<Row>(
    sql`select id, po_cost from production_orders where id = any(${`{${ids.join(',')}}`}::int[])`,
  )
  const after = new Map(rows.map((r) => [Number(r.id), r.po_cost === null ? null : Number(r.po_cost)]))
  const versions = marked.flatMap((r) => {
    const id = Number(r.order_id)
    const before = r.po_cost === null || r.po_cost === undefined ? null : Number(r.po_cost)
    const now = after.get(id) ?? null
    if (!moved(before, now)) return []
    const reasons = typeof r.reasons === 'string' ? r.reasons : JSON.stringify(r.reasons ?? [])
    return [sql`(${id}::int, ${before}::float8, ${now}::float8, ${reasons}::jsonb)`]
  })
  if (versions.length === 0) return 0
  await tx.execute(sql`
    insert into order_cost_versions (order_id, previous_cost, po_cost, reasons)
    values ${sql.join(versions, sql`, `)}`)
  return versions.length
}
