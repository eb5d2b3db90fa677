/**
 * Applies one event to a machine session. Events go forward in time (never before the machine's
 * last event); each one that makes no sense in the machine's current situation (finishing an order
 * that is not open, ending an inactivity that never started, counters going back) is a 400 naming
 * `events.N.field`, and the whole batch is rolled back.
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { IngestEvent } from '../../../src/contract/ingest'
import * as t from '../../db/schema'
import { badRequest } from '../../http/errors'
import { checkConsumptions, recordConsumptions } from './consumptions'
import { customerId, jobId, operatorId } from './names'
import { claimPreparedOrder, startPreparedOrder } from './prepared-order'
import type { MachineSession } from './session'
import {
  closeInactivity,
  closePowerOff,
  closeRoll,
  closeState,
  currentState,
  finishOrder,
  openState,
} from './transitions'

const DAY = 86_400_000
const invalid = (index: number, field: string, message: string) =>
  badRequest(`events.${index}.${field}`, message, 'invalid_event')

type Ev<K extends IngestEvent['type']> = Extract<IngestEvent, { type: K }>

function addMeters(s: MachineSession, clean: number, waste: number, speed: number) {
  if (s.order) {
    s.order.cleanMeter += clean
    s.order.wasteMeter += waste
    if (speed > s.order.maxSpeedReached) s.order.maxSpeedReached = speed
  }
  if (s.state) s.state.meters += clean + waste
  if (s.roll) {
    s.roll.cleanMeter += clean
    s.roll.wasteMeter += waste
  }
  if (s.inactivity) s.inactivity.meters += clean + waste
}

function sample(s: MachineSession, ev: Ev<'sample'>, at: Date, i: number) {
  if (Math.abs(ev.cleanMeter + ev.wasteMeter - ev.totalMeter) > 0.05 + ev.totalMeter * 1e-9) {
    throw invalid(i, 'totalMeter', 'totalMeter must equal cleanMeter + wasteMeter')
  }
  const last = s.lastSample
  let clean = 0
  let waste = 0
  if (last) {
    if (ev.cleanMeter < last.cleanMeter - 1e-6)
      throw invalid(i, 'cleanMeter', 'Meter counters never decrease')
    if (ev.wasteMeter < last.wasteMeter - 1e-6)
      throw invalid(i, 'wasteMeter', 'Meter counters never decrease')
    clean = ev.cleanMeter - last.cleanMeter
    waste = ev.wasteMeter - last.wasteMeter
  }
  addMeters(s, clean, waste, ev.speed)
  const row = {
    machineId: s.machine.id,
    ts: at,
    speed: ev.speed,
    totalMeter: ev.totalMeter,
    cleanMeter: ev.cleanMeter,
    wasteMeter: ev.wasteMeter,
    speedSetPoint: ev.speedSetPoint ?? null,
    tags: ev.tags && Object.keys(ev.tags).length > 0 ? ev.tags : null,
  }
  const pending = s.pendingSamples
  if (pending.length && pending[pending.length - 1].ts.getTime() === at.getTime())
    pending[pending.length - 1] = row
  else pending.push(row)
  s.lastSample = row
  s.status.speed = s.powerOff ? 0 : ev.speed
  s.status.totalMeter = ev.totalMeter
}

async function orderStart(s: MachineSession, ev: Ev<'order_start'>, at: Date, i: number) {
  const prepared =
    ev.preparedOrderId === undefined
      ? null
      : await claimPreparedOrder(s.tx, s.machine.id, ev.preparedOrderId, i)
  if (s.order) await finishOrder(s, at)
  const [existing] = await s.tx
    .select({ id: t.productionOrders.id })
    .from(t.productionOrders)
    .where(
      and(
        eq(t.productionOrders.machineId, s.machine.id),
        eq(t.productionOrders.idOnMachine, ev.idOnMachine),
        eq(t.productionOrders.insertTimestamp, ev.insertTimestamp),
      ),
    )
  if (existing)
    throw invalid(
      i,
      'idOnMachine',
      'The machine already has an order with this idOnMachine and insertTimestamp',
    )
  const plantId = s.machine.plantId
  const customer = await customerId(s.tx, plantId, ev.customer)
  const shape = {
    materialId: ev.materialId,
    width: ev.width,
    format: ev.format ?? null,
    numColor: ev.numColor ?? null,
  }
  const job = await jobId(s.tx, plantId, { reference: ev.jobReference, customerId: customer, ...shape })
  const [order] = await s.tx
    .insert(t.productionOrders)
    .values({
      machineId: s.machine.id,
      idOnMachine: ev.idOnMachine,
      insertTimestamp: ev.insertTimestamp,
      reference: ev.reference,
      jobId: job,
      customerId: customer,
      ...shape,
      targetMeter: ev.targetMeter,
      dateStart: at,
    })
    .returning()
  await closePowerOff(s, at)
  await closeInactivity(s, at)
  await closeState(s, at)
  s.order = order
  if (prepared) await startPreparedOrder(s.tx, prepared, s.machine.id, order.id, at)
  await openState(s, 1, at)
  for (const name of new Set(ev.operators)) {
    const operator = await operatorId(s.tx, plantId, name)
    await s.tx.insert(t.orderOperators).values({ orderId: order.id, operatorId: operator, dateStart: at })
  }
}

function requireOrder(s: MachineSession, i: number) {
  if (!s.order) throw invalid(i, 'type', 'No order is open on this machine')
  return s.order
}

async function operatorChange(s: MachineSession, ev: Ev<'operator_change'>, at: Date, i: number) {
  const order = requireOrder(s, i)
  await s.tx
    .update(t.orderOperators)
    .set({ dateFinish: at })
    .where(and(eq(t.orderOperators.orderId, order.id), isNull(t.orderOperators.dateFinish)))
  const operator = await operatorId(s.tx, s.machine.plantId, ev.operator)
  await s.tx.insert(t.orderOperators).values({ orderId: order.id, operatorId: operator, dateStart: at })
}

async function rollStart(s: MachineSession, ev: Ev<'roll_start'>, at: Date, i: number) {
  const order = requireOrder(s, i)
  await closeRoll(s, at)
  const [dup] = await s.tx
    .select({ id: t.rolls.id })
    .from(t.rolls)
    .where(and(eq(t.rolls.orderId, order.id), eq(t.rolls.number, ev.number)))
  if (dup) throw invalid(i, 'number', `Roll ${ev.number} already exists in this order`)
  const [roll] = await s.tx
    .insert(t.rolls)
    .values({ orderId: order.id, number: ev.number, dateStart: at })
    .returning()
  s.roll = roll
}

async function rollFinish(s: MachineSession, ev: Ev<'roll_finish'>, at: Date, i: number) {
  if (!s.roll || s.roll.number !== ev.number) throw invalid(i, 'number', `Roll ${ev.number} is not open`)
  if (ev.cleanMeter !== undefined) s.roll.cleanMeter = ev.cleanMeter
  if (ev.wasteMeter !== undefined) s.roll.wasteMeter = ev.wasteMeter
  await closeRoll(s, at)
}

async function inactivityStart(s: MachineSession, ev: Ev<'inactivity_start'>, at: Date, i: number) {
  if (s.powerOff) throw invalid(i, 'type', 'The machine is powered off')
  await closeInactivity(s, at)
  const [row] = await s.tx
    .insert(t.inactivities)
    .values({
      machineId: s.machine.id,
      orderId: s.order?.id ?? null,
      state: ev.state ?? currentState(s),
      category: ev.category,
      description: ev.description,
      reasonCode: ev.reasonCode ?? null,
      dateStart: at,
    })
    .returning()
  s.inactivity = row
  s.status.speed = 0
}

async function powerOffStart(s: MachineSession, ev: Ev<'poweroff_start'>, at: Date, i: number) {
  if (s.powerOff) throw invalid(i, 'type', 'The machine is already powered off')
  await closeInactivity(s, at)
  const [row] = await s.tx
    .insert(t.powerOffs)
    .values({
      machineId: s.machine.id,
      orderId: s.order?.id ?? null,
      state: currentState(s),
      description: ev.description || null,
      dateStart: at,
    })
    .returning()
  s.powerOff = row
  s.status.speed = 0
}

export async function applyEvent(s: MachineSession, ev: IngestEvent, i: number, now: Date) {
  const at = new Date(ev.at)
  const ms = at.getTime()
  if (ms < s.cursor) {
    throw invalid(
      i,
      'at',
      `Events must not go back in time (the machine's last event is ${new Date(s.cursor).toISOString()})`,
    )
  }
  if (ms > now.getTime() + 366 * DAY) throw invalid(i, 'at', 'The event is too far in the future')
  switch (ev.type) {
    case 'sample':
      sample(s, ev, at, i)
      break
    case 'state':
      if (s.state?.state !== ev.state) {
        await closeInactivity(s, at)
        await closePowerOff(s, at)
        await closeState(s, at)
        await openState(s, ev.state, at)
      }
      break
    case 'order_start':
      await orderStart(s, ev, at, i)
      break
    case 'order_finish': {
      const order = requireOrder(s, i)
      if (ev.consumptions) await checkConsumptions(s, ev.consumptions, i)
      await finishOrder(s, at)
      if (ev.consumptions) await recordConsumptions(s, order.id, ev.consumptions)
      break
    }
    case 'operator_change':
      await operatorChange(s, ev, at, i)
      break
    case 'roll_start':
      await rollStart(s, ev, at, i)
      break
    case 'roll_finish':
      await rollFinish(s, ev, at, i)
      break
    case 'inactivity_start':
      await inactivityStart(s, ev, at, i)
      break
    case 'inactivity_end':
      if (!s.inactivity) throw invalid(i, 'type', 'No inactivity is open on this machine')
      await closeInactivity(s, at)
      break
    case 'poweroff_start':
      await powerOffStart(s, ev, at, i)
      break
    case 'poweroff_end':
      if (!s.powerOff) throw invalid(i, 'type', 'The machine is not powered off')
      await closePowerOff(s, at)
      break
    case 'heartbeat':
      break
  }
  s.cursor = ms
  s.status.lastTransactionAt = at
}
