/**
 * Reading prepared orders: the list (the user's machines only, filters, newest first, at most 500)
 * and one order by id, which is 404 when it does not exist or belongs to another plant, and 403
 * MACHINE_NOT_ASSIGNED when its machine is not the user's.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { PreparedOrder, PreparedOrderList } from '../../../src/contract/genius-board'
import type { PreparedOrderState } from '../../../src/contract/genius-board-rules'
import type { DbOrTx } from '../../db/client'
import { num } from '../../db/sql-values'
import { machineNotAssigned, notFound } from '../../http/errors'
import { assignedMachineIds, inMachines } from '../production/machine-scope'
import { selectOrder, selectOrders } from './order-wire'

export const PREPARED_ORDER_LIST_LIMIT = 500

export interface BoardUser {
  id: number
  companyId: number
  plantId: number | null
  machineIds: ReadonlySet<number>
}

export interface ListFilters {
  machineId?: number
  state?: PreparedOrderState
  q?: string
}

/** A LIKE pattern that matches `text` literally anywhere. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export async function listOrders(
  db: DbOrTx,
  user: BoardUser,
  filters: ListFilters,
): Promise<PreparedOrderList> {
  const machines = assignedMachineIds(user).filter(
    (id) => filters.machineId === undefined || id === filters.machineId,
  )
  const where: SQL[] = [inMachines(sql`o.machine_id`, machines)]
  if (filters.state) where.push(sql`o.state = ${filters.state}`)
  if (filters.q) {
    const pattern = contains(filters.q)
    where.push(
      sql`(o.reference ilike ${pattern} or o.job_name ilike ${pattern} or o.customer ilike ${pattern})`,
    )
  }
  const rows = await selectOrders(db, sql.join(where, sql` and `), undefined, PREPARED_ORDER_LIST_LIMIT + 1)
  return {
    orders: rows.slice(0, PREPARED_ORDER_LIST_LIMIT),
    truncated: rows.length > PREPARED_ORDER_LIST_LIMIT,
  }
}

export interface OrderHead {
  id: number
  machineId: number
  state: PreparedOrderState
  version: number
}

/**
 * The order's identity and state, checked against the user (404, then 403); with `lock`, the row
 * is locked for the rest of the transaction (a write reads it before it changes it).
 */
export async function orderHead(db: DbOrTx, user: BoardUser, id: number, lock = false): Promise<OrderHead> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select id, plant_id, machine_id, state, version from prepared_orders
    where id = ${id}::int ${lock ? sql`for update` : sql``}`)
  const row = rows[0]
  const machineId = num(row?.machine_id)
  const assigned = user.machineIds.has(machineId)
  // Another plant's order does not exist for the user (unless its machine was assigned to them).
  if (!row || (num(row.plant_id) !== user.plantId && !assigned)) throw notFound('Prepared order not found')
  if (!assigned) throw machineNotAssigned()
  return { id, machineId, state: String(row.state) as PreparedOrderState, version: num(row.version) }
}

export async function findOrder(db: DbOrTx, user: BoardUser, id: number): Promise<PreparedOrder> {
  await orderHead(db, user, id)
  return (await selectOrder(db, id)) as PreparedOrder
}
