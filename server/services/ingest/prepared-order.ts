/**
 * Genius-board orders as the machine runs them (spec 000 §1; issue 16). An order_start naming a
 * preparedOrderId must name an order sent to this machine (else 400 events.N.preparedOrderId and
 * the batch is not applied); the prepared order then becomes started, linked to the new production
 * order, whose inkwells are its decks (so the order detail shows the set-up prepared on the board).
 * When that production order finishes, the prepared order does too.
 */
import { sql } from 'drizzle-orm'
import type { DeckValues } from '../../../src/contract/genius-board-rules'
import type { Tx } from '../../db/client'
import * as t from '../../db/schema'
import { badRequest } from '../../http/errors'

export interface ClaimedOrder {
  id: number
  decks: DeckValues[]
}

/** The sent order, locked until the batch commits (a user's cancel waits, then finds it started). */
export async function claimPreparedOrder(
  tx: Tx,
  machineId: number,
  preparedOrderId: number,
  index: number,
): Promise<ClaimedOrder> {
  const { rows } = await tx.execute<{ id: number; decks: DeckValues[] }>(sql`
    select id, decks from prepared_orders
    where id = ${preparedOrderId}::int and machine_id = ${machineId}::int and state = 'sent'
    for update`)
  if (!rows[0]) {
    throw badRequest(
      `events.${index}.preparedOrderId`,
      'No prepared order with this id was sent to this machine (or it was already started, recalled or cancelled)',
      'invalid_event',
    )
  }
  return { id: Number(rows[0].id), decks: rows[0].decks ?? [] }
}

/** Started by production order `orderId` at `at`; its decks become the order's inkwells. */
export async function startPreparedOrder(
  tx: Tx,
  claimed: ClaimedOrder,
  machineId: number,
  orderId: number,
  at: Date,
) {
  await tx.execute(sql`
    update prepared_orders set state = 'started', started_at = ${at.toISOString()}::timestamptz,
      production_order_id = ${orderId}::int, version = version + 1, updated_at = ${at.toISOString()}::timestamptz
    where id = ${claimed.id}::int`)
  if (claimed.decks.length === 0) return
  const { rows } = await tx.execute<{ line: string }>(sql`
    select l.name as line from machines m
    join machine_models mm on mm.id = m.model_id join machine_lines l on l.id = mm.line_id
    where m.id = ${machineId}::int`)
  const kind: 'flexo' | 'offset' = rows[0]?.line === 'OFFSET' ? 'offset' : 'flexo'
  const inks = await tx.select({ id: t.inks.id, name: t.inks.name }).from(t.inks)
  const inkName = new Map(inks.map((i) => [i.id, i.name]))
  await tx.insert(t.orderInkwells).values(
    claimed.decks.map((d) => ({
      orderId,
      position: d.position,
      kind,
      inkId: d.inkId,
      data: {
        color: d.inkId === null ? null : (inkName.get(d.inkId) ?? null),
        aniloxReference: d.anilox,
        tapeReference: d.tape,
        plateCylinder: d.plateHolder,
        mode: d.mode,
        viscosity: d.viscosity,
        temperature: d.temperature,
      },
    })),
  )
}

/** The prepared order production order `orderId` ran, if any, finished with it. */
export async function finishPreparedOrder(tx: Tx, orderId: number, at: Date) {
  await tx.execute(sql`
    update prepared_orders set state = 'finished', finished_at = ${at.toISOString()}::timestamptz,
      version = version + 1, updated_at = ${at.toISOString()}::timestamptz
    where production_order_id = ${orderId}::int and state = 'started'`)
}
