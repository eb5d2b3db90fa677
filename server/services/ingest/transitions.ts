/** Opening and closing the periods of a machine session (state periods, rolls, inactivities, power-offs, orders). */
import { and, eq, isNull } from 'drizzle-orm'
import { queueOrderMails } from '../../db/mail-jobs/enqueue'
import * as t from '../../db/schema'
import { recomputeOrder } from './aggregates'
import { notifyOrderFinished } from './notify'
import { finishPreparedOrder } from './prepared-order'
import type { MachineSession } from './session'

/** The process state (1-3) the machine is in, for rows that record it. */
export function currentState(s: MachineSession): number {
  if (s.state) return s.state.state
  return s.status.state >= 1 && s.status.state <= 3 ? s.status.state : 1
}

export async function openState(s: MachineSession, state: number, at: Date) {
  const [row] = await s.tx
    .insert(t.statePeriods)
    .values({ machineId: s.machine.id, orderId: s.order?.id ?? null, state, dateStart: at })
    .returning()
  s.state = row
  s.status.state = state
}

export async function closeState(s: MachineSession, at: Date) {
  if (!s.state) return
  s.state.dateFinish = at
  await s.saveState()
  s.state = null
}

export async function closeRoll(s: MachineSession, at: Date) {
  if (!s.roll) return
  s.roll.dateFinish = at
  await s.saveRoll()
  s.roll = null
}

export async function closeInactivity(s: MachineSession, at: Date) {
  if (!s.inactivity) return
  s.inactivity.dateFinish = at
  await s.saveInactivity()
  s.inactivity = null
}

export async function closePowerOff(s: MachineSession, at: Date) {
  if (!s.powerOff) return
  s.powerOff.dateFinish = at
  await s.savePowerOff()
  s.powerOff = null
}

/** Closes the open order and everything inside it, recomputes its averages, notifies and queues its mails. */
export async function finishOrder(s: MachineSession, at: Date) {
  const order = s.order
  if (!order) return
  await closeInactivity(s, at)
  await closePowerOff(s, at)
  await closeRoll(s, at)
  await closeState(s, at)
  order.dateFinish = at
  await s.saveOrder()
  await s.tx
    .update(t.orderOperators)
    .set({ dateFinish: at })
    .where(and(eq(t.orderOperators.orderId, order.id), isNull(t.orderOperators.dateFinish)))
  await recomputeOrder(s.tx, order.id, at)
  await finishPreparedOrder(s.tx, order.id, at)
  await notifyOrderFinished(s.tx, s.machine, order, at)
  await queueOrderMails(s.tx, order.id)
  s.order = null
}
