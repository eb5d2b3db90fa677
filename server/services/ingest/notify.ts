/** "Order finished" bell notifications for the users who follow the machine's production. */
import { sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import type { MachineRef, OrderRow } from './session'

export async function notifyOrderFinished(tx: Tx, machine: MachineRef, order: OrderRow, at: Date) {
  const params = JSON.stringify({ reference: order.reference, machine: machine.name })
  const href = `/machine-control/${machine.hashCode}/${order.idOnMachine}/${order.insertTimestamp}`
  await tx.execute(sql`
    insert into notifications (user_id, message, params, href, created_at)
    select u.id, 'NOTIFICATION_ORDER_FINISHED', ${params}, ${href}, ${at.toISOString()}::timestamptz
    from users u join user_machines um on um.user_id = u.id
    where um.machine_id = ${machine.id} and u.is_active and 'ROLE_PRODUCTION_ANALYTICS' = any(u.roles)`)
}
