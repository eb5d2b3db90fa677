/**
 * Customers and operators for the historical filters, scoped to the user's machines (DESIGN.md:
 * selector lists are "own machines only"): a customer is listed when it is the customer of an
 * order on one of those machines (the order's own, or its job's when the order has none, as the
 * historical list reads it), an operator when they worked on such an order. A user without
 * machines sees neither.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { NamedEntity } from '../../../src/contract/plant'
import type { DbOrTx } from '../../db/client'
import { num } from '../../db/sql-values'
import { assignedMachineIds, inMachines } from '../production/machine-scope'

interface ScopedUser {
  machineIds: ReadonlySet<number>
}

async function named(db: DbOrTx, query: SQL): Promise<NamedEntity[]> {
  const { rows } = await db.execute<Record<string, unknown>>(query)
  return rows.map((r) => ({ id: num(r.id), name: String(r.name) }))
}

export function listCustomers(db: DbOrTx, user: ScopedUser): Promise<NamedEntity[]> {
  const machines = assignedMachineIds(user)
  if (machines.length === 0) return Promise.resolve([])
  const scope = inMachines(sql`po.machine_id`, machines)
  return named(
    db,
    sql`select c.id, c.name from customers c
    where c.id in (select po.customer_id from production_orders po where ${scope})
       or c.id in (select j.customer_id from jobs j where j.id in (
            select po.job_id from production_orders po where ${scope} and po.customer_id is null))
    order by c.name, c.id`,
  )
}

export function listOperators(db: DbOrTx, user: ScopedUser): Promise<NamedEntity[]> {
  const machines = assignedMachineIds(user)
  if (machines.length === 0) return Promise.resolve([])
  return named(
    db,
    sql`select o.id, o.name from operators o
    where o.id in (select oo.operator_id from order_operators oo
                   join production_orders po on po.id = oo.order_id
                   where ${inMachines(sql`po.machine_id`, machines)})
    order by o.name, o.id`,
  )
}
