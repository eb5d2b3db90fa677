/**
 * The user's moves of a prepared order (allowedActions): send it to the machine (checked again as
 * at creation: a tool, a recipe or a production order may have changed since), call it back while
 * it waits at the machine, or cancel it until the machine starts it. Each one with the version read.
 */
import { sql } from 'drizzle-orm'
import type { PreparedOrder } from '../../../src/contract/genius-board'
import type { DeckValues, PreparedOrderAction } from '../../../src/contract/genius-board-rules'
import type { Tx } from '../../db/client'
import { num } from '../../db/sql-values'
import { type BoardMachineRow, boardMachine } from './board-machines'
import { assertActionAllowed } from './order-state'
import { selectOrder } from './order-wire'
import { type BoardUser, orderHead } from './orders-read'
import { assertNoProductionOrder } from './reference'
import { assertValidOrder } from './validate'

export type BoardAction = Extract<PreparedOrderAction, 'send' | 'recall' | 'cancel'>

async function assertStillValid(tx: Tx, user: BoardUser, id: number, machineId: number) {
  const machine = (await boardMachine(tx, machineId)) as BoardMachineRow
  const { rows } = await tx.execute<Record<string, unknown>>(sql`
    select reference, job_name, material_id, width, shared_job_id, decks from prepared_orders where id = ${id}::int`)
  const r = rows[0]
  const reference = String(r.reference)
  await assertValidOrder(tx, machine, user.companyId, {
    reference,
    jobName: String(r.job_name),
    materialId: num(r.material_id),
    width: num(r.width),
    sharedJobId: r.shared_job_id === null ? null : num(r.shared_job_id),
    decks: r.decks as DeckValues[],
  })
  await assertNoProductionOrder(tx, machineId, reference)
}

export async function changeOrderState(
  tx: Tx,
  user: BoardUser,
  id: number,
  action: BoardAction,
  version: number,
  now: Date,
): Promise<PreparedOrder> {
  const head = await orderHead(tx, user, id, true)
  await assertActionAllowed(tx, head, version, action)
  if (action === 'send') await assertStillValid(tx, user, id, head.machineId)
  const at = now.toISOString()
  const change = {
    send: sql`state = 'sent', sent_at = ${at}::timestamptz`,
    recall: sql`state = 'prepared', sent_at = null`,
    cancel: sql`state = 'cancelled'`,
  }[action]
  await tx.execute(sql`
    update prepared_orders set ${change}, version = version + 1, updated_at = ${at}::timestamptz
    where id = ${id}::int`)
  return (await selectOrder(tx, id)) as PreparedOrder
}
