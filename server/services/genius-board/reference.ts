/**
 * An order reference is unique per machine (spec 000 §1: 'order reference already exists'): among
 * the prepared orders that are not cancelled the database decides (the partial unique index
 * prepared_orders_reference_key), and a production order the machine already ran under that
 * reference refuses it too.
 */
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { HttpError } from '../../http/errors'

const MESSAGE = 'Order reference already exists'

export const referenceExists = () =>
  new HttpError(409, 'ORDER_REFERENCE_EXISTS', MESSAGE, [
    { field: 'reference', code: 'ORDER_REFERENCE_EXISTS', message: MESSAGE },
  ])

/** 409 when the machine already has a production order with this reference. */
export async function assertNoProductionOrder(db: DbOrTx, machineId: number, reference: string) {
  const { rows } = await db.execute(sql`
    select 1 from production_orders where machine_id = ${machineId}::int and reference = ${reference} limit 1`)
  if (rows.length > 0) throw referenceExists()
}

/** A unique violation (23505) of the reference index, however the driver wraps it. */
export function isReferenceConflict(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    if (e.code === '23505')
      return e.constraint === undefined || e.constraint === 'prepared_orders_reference_key'
    e = e.cause as typeof e
  }
  return false
}
