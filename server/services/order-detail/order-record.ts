/**
 * GET /api/order/production: the order record. Loads the order's rows (state periods,
 * inactivities, power-offs, rolls, operator periods with the meter counters at their ends) in one
 * round of queries and computes every figure from them (order-figures.ts).
 */
import { sql } from 'drizzle-orm'
import type { OrderAddress, OrderProduction } from '../../../src/contract/order-detail'
import type { DbOrTx } from '../../db/client'
import { num, strOrNull } from '../../db/sql-values'
import { type FoundOrder, ms } from './find-order'
import {
  inactivityList,
  type OrderRows,
  operatorAggregates,
  orderChart,
  powerOffList,
  rollList,
  stateBlocks,
} from './order-figures'

type Row = Record<string, unknown>

export async function loadOrderRows(
  db: DbOrTx,
  order: FoundOrder,
  machineMaxSpeed: number,
  now: Date,
): Promise<OrderRows> {
  const id = order.id
  const until = new Date(order.dateFinish ?? now.getTime()).toISOString()
  const [states, inactivities, powerOffs, rolls, operators] = await Promise.all([
    db.execute<Row>(sql`select state, date_start, date_finish, meters from state_periods
                        where order_id = ${id} order by date_start`),
    db.execute<Row>(sql`select id, state, category, description, reason_code, date_start, date_finish, meters
                        from inactivities where order_id = ${id} order by date_start`),
    db.execute<Row>(sql`select id, state, description, date_start, date_finish from power_offs
                        where order_id = ${id} order by date_start`),
    db.execute<Row>(sql`select number, date_start, date_finish, clean_meter, waste_meter from rolls
                        where order_id = ${id} order by number`),
    // The machine's meter counters at each end of an operator's period: the last sample at or
    // before the instant (two primary-key lookups per period).
    db.execute<Row>(sql`
      select o.name, oo.date_start, oo.date_finish, s0.clean_meter as clean0, s0.waste_meter as waste0,
             s1.clean_meter as clean1, s1.waste_meter as waste1
      from order_operators oo
      join operators o on o.id = oo.operator_id
      left join lateral (select clean_meter, waste_meter from speed_samples
                         where machine_id = ${order.machineId} and ts <= oo.date_start
                         order by ts desc limit 1) s0 on true
      left join lateral (select clean_meter, waste_meter from speed_samples
                         where machine_id = ${order.machineId}
                           and ts <= coalesce(oo.date_finish, ${until}::timestamptz)
                         order by ts desc limit 1) s1 on true
      where oo.order_id = ${id}
      order by oo.date_start`),
  ])
  const period = (r: Row) => ({ start: ms(r.date_start) as number, end: ms(r.date_finish) })
  return {
    span: { start: order.dateStart, end: order.dateFinish },
    targetMeter: order.targetMeter,
    cleanMeter: order.cleanMeter,
    wasteMeter: order.wasteMeter,
    maxSpeedReached: order.maxSpeedReached,
    machineMaxSpeed,
    states: states.rows.map((r) => ({ ...period(r), state: num(r.state), meters: num(r.meters) })),
    inactivities: inactivities.rows.map((r) => ({
      ...period(r),
      id: num(r.id),
      state: num(r.state),
      category: num(r.category),
      description: String(r.description),
      reasonCode: strOrNull(r.reason_code),
      meters: num(r.meters),
    })),
    powerOffs: powerOffs.rows.map((r) => ({
      ...period(r),
      id: num(r.id),
      state: num(r.state),
      description: strOrNull(r.description),
    })),
    rolls: rolls.rows.map((r) => ({
      ...period(r),
      number: num(r.number),
      cleanMeter: num(r.clean_meter),
      wasteMeter: num(r.waste_meter),
    })),
    operators: operators.rows.map((r) => ({
      ...period(r),
      name: String(r.name),
      cleanAtStart: num(r.clean0),
      wasteAtStart: num(r.waste0),
      cleanAtEnd: num(r.clean1),
      wasteAtEnd: num(r.waste1),
    })),
  }
}

interface MachineFacts {
  name: string
  lineName: string
  maxSpeed: number
  maxNumDeck: number
  hasJobCosting: boolean
  hasOperationAnalytics: boolean
  consumableTypes: number
}

export async function machineFacts(db: DbOrTx, machineId: number): Promise<MachineFacts> {
  const result = await db.execute<Row>(sql`
    select m.name, l.name as line_name, m.max_speed, m.max_num_deck, m.has_job_costing,
           m.has_operation_analytics,
           (select count(*) from machine_consumable_types c where c.machine_id = m.id) as consumable_types
    from machines m
    join machine_models mm on mm.id = m.model_id
    join machine_lines l on l.id = mm.line_id
    where m.id = ${machineId}`)
  const r = result.rows[0]
  return {
    name: String(r.name),
    lineName: String(r.line_name),
    maxSpeed: num(r.max_speed),
    maxNumDeck: num(r.max_num_deck),
    hasJobCosting: r.has_job_costing === true,
    hasOperationAnalytics: r.has_operation_analytics === true,
    consumableTypes: num(r.consumable_types),
  }
}

/**
 * The previous and next top-level order of the same machine by start (ties by id), walking the
 * (machine_id, date_start, id) index of the historical list; null at either end.
 */
async function neighbours(db: DbOrTx, order: FoundOrder, hashCode: string) {
  const at = new Date(order.dateStart).toISOString()
  const step = async (direction: 'previous' | 'next'): Promise<OrderAddress | null> => {
    const before = direction === 'previous'
    const result = await db.execute<Row>(sql`
      select id_on_machine, insert_timestamp from production_orders
      where machine_id = ${order.machineId} and parent_order_id is null and id <> ${order.id}
        and ${
          before
            ? sql`(date_start, id) < (${at}::timestamptz, ${order.id})`
            : sql`(date_start, id) > (${at}::timestamptz, ${order.id})`
        }
      order by date_start ${before ? sql`desc` : sql`asc`}, id ${before ? sql`desc` : sql`asc`}
      limit 1`)
    const r = result.rows[0]
    return r
      ? {
          machineHashCode: hashCode,
          orderIdM: num(r.id_on_machine),
          orderInsertTimestamp: num(r.insert_timestamp),
        }
      : null
  }
  const [previous, next] = await Promise.all([step('previous'), step('next')])
  return { previous, next }
}

async function jobFacts(db: DbOrTx, order: FoundOrder) {
  const result = await db.execute<Row>(sql`
    select j.reference as job, c.name as customer, mt.name as material
    from (select 1) one
    left join jobs j on j.id = ${order.jobId}
    left join customers c on c.id = ${order.customerId}
    left join materials mt on mt.id = ${order.materialId}`)
  const r = result.rows[0] ?? {}
  return {
    reference: strOrNull(r.job),
    customer: strOrNull(r.customer),
    material: strOrNull(r.material),
    width: order.width,
    format: order.format,
    numColor: order.numColor,
  }
}

export async function orderRecord(
  db: DbOrTx,
  order: FoundOrder,
  options: { withCosts: boolean; now: Date },
): Promise<OrderProduction> {
  const machine = await machineFacts(db, order.machineId)
  const [rows, job, nav] = await Promise.all([
    loadOrderRows(db, order, machine.maxSpeed, options.now),
    jobFacts(db, order),
    neighbours(db, order, order.machineHashCode),
  ])
  const now = options.now.getTime()
  const finished = order.dateFinish !== null
  const costs = options.withCosts && finished
  return {
    order: {
      id: order.id,
      machineHashCode: order.machineHashCode,
      idOnMachine: order.idOnMachine,
      insertTimestamp: order.insertTimestamp,
      reference: order.reference,
      dateStart: new Date(order.dateStart).toISOString(),
      dateFinish: finished ? new Date(order.dateFinish as number).toISOString() : null,
      targetMeter: order.targetMeter,
      poCost: costs ? order.poCost : null,
      poCostSurface: costs ? order.poCostSurface : null,
      ...nav,
    },
    machine: { id: order.machineId, ...machine },
    job,
    chart: orderChart(rows, now),
    states: stateBlocks(rows, now),
    operators: rows.operators.map((o) => ({
      name: o.name,
      dateStart: new Date(o.start).toISOString(),
      dateFinish: o.end === null ? null : new Date(o.end).toISOString(),
    })),
    operatorAggregates: operatorAggregates(rows, now),
    rolls: rollList(rows, now),
    inactivities: inactivityList(rows, now),
    powerOffs: powerOffList(rows, now),
    measuredAt: options.now.toISOString(),
  }
}
