/**
 * Stores a generated history in bulk (bulk.ts), inside the caller's transaction, then sets each
 * machine's live snapshot. Ids come from the generator, so sequences are moved past them.
 */
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { customerNames, operatorNames } from '../model/names'
import { BulkWriter, type Column } from './bulk'
import type { History } from './generate'

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

export async function writeHistory(tx: DbOrTx, plantId: number, h: History) {
  const w = await BulkWriter.open(tx)
  await w.json(
    'customers',
    [
      ['id', 'int'],
      ['plant_id', 'int'],
      ['name', 'text'],
    ],
    customerNames.map((name, i) => ({ id: i + 1, plant_id: plantId, name })),
  )
  await w.json(
    'operators',
    [
      ['id', 'int'],
      ['plant_id', 'int'],
      ['name', 'text'],
    ],
    operatorNames.map((name, i) => ({ id: i + 1, plant_id: plantId, name })),
  )
  await w.json(
    'jobs',
    [
      ['id', 'int'],
      ['plant_id', 'int'],
      ['customer_id', 'int'],
      ['reference', 'text'],
      ['material_id', 'int'],
      ['width', 'float8'],
      ['format', 'float8'],
      ['num_color', 'smallint'],
      ['grammage', 'float8'],
      ['thickness', 'float8'],
    ],
    h.jobs.map((j) => ({
      id: j.id,
      plant_id: plantId,
      customer_id: j.customer + 1,
      reference: j.reference,
      material_id: j.materialId,
      width: j.width,
      format: j.format,
      num_color: j.numColor,
      grammage: j.grammage,
      thickness: j.thickness,
    })),
  )
  await w.json(
    'production_orders',
    [
      ['id', 'int'],
      ['machine_id', 'int'],
      ['id_on_machine', 'int'],
      ['insert_timestamp', 'bigint'],
      ['reference', 'text'],
      ['job_id', 'int'],
      ['customer_id', 'int'],
      ['material_id', 'int'],
      ['width', 'float8'],
      ['format', 'float8'],
      ['num_color', 'smallint'],
      ['target_meter', 'float8'],
      ['date_start', 'timestamptz'],
      ['date_finish', 'timestamptz'],
      ['clean_meter', 'float8'],
      ['waste_meter', 'float8'],
      ['num_roll', 'int'],
      ['speed_total', 'float8'],
      ['speed_turning', 'float8'],
      ['max_speed_reached', 'float8'],
      ['po_cost', 'float8'],
      ['po_cost_surface', 'float8'],
      ['parent_order_id', 'int'],
      ['configuration', 'jsonb'],
    ],
    h.orders.map((o) => ({
      id: o.id,
      machine_id: o.machineId,
      id_on_machine: o.idOnMachine,
      insert_timestamp: o.insertTimestamp,
      reference: o.reference,
      job_id: o.jobId,
      customer_id: o.customerId,
      material_id: o.materialId,
      width: o.width,
      format: o.format,
      num_color: o.numColor,
      target_meter: o.targetMeter,
      date_start: iso(o.dateStart),
      date_finish: iso(o.dateFinish),
      clean_meter: o.cleanMeter,
      waste_meter: o.wasteMeter,
      num_roll: o.numRoll,
      speed_total: o.speedTotal,
      speed_turning: o.speedTurning,
      max_speed_reached: o.maxSpeedReached,
      po_cost: o.poCost,
      po_cost_surface: o.poCostSurface,
      parent_order_id: o.parentOrderId,
      configuration: o.configuration,
    })),
  )
  const span = (r: { dateStart: number; dateFinish: number | null }) => ({
    date_start: iso(r.dateStart),
    date_finish: iso(r.dateFinish),
  })
  const spanCols: Column[] = [
    ['date_start', 'timestamptz'],
    ['date_finish', 'timestamptz'],
  ]
  await w.json(
    'rolls',
    [
      ['id', 'int'],
      ['order_id', 'int'],
      ['number', 'int'],
      ...spanCols,
      ['clean_meter', 'float8'],
      ['waste_meter', 'float8'],
    ],
    h.rolls.map((r) => ({
      id: r.id,
      order_id: r.orderId,
      number: r.number,
      ...span(r),
      clean_meter: r.cleanMeter,
      waste_meter: r.wasteMeter,
    })),
  )
  await w.json(
    'state_periods',
    [
      ['id', 'int'],
      ['machine_id', 'int'],
      ['order_id', 'int'],
      ['state', 'smallint'],
      ...spanCols,
      ['meters', 'float8'],
    ],
    h.states.map((s) => ({
      id: s.id,
      machine_id: s.machineId,
      order_id: s.orderId,
      state: s.state,
      ...span(s),
      meters: s.meters,
    })),
  )
  await w.json(
    'inactivities',
    [
      ['id', 'int'],
      ['machine_id', 'int'],
      ['order_id', 'int'],
      ['state', 'smallint'],
      ['category', 'smallint'],
      ['description', 'text'],
      ['reason_code', 'text'],
      ...spanCols,
      ['meters', 'float8'],
    ],
    h.inactivities.map((i) => ({
      id: i.id,
      machine_id: i.machineId,
      order_id: i.orderId,
      state: i.state,
      category: i.category,
      description: i.description,
      reason_code: i.reasonCode,
      ...span(i),
      meters: i.meters,
    })),
  )
  await w.json(
    'power_offs',
    [
      ['id', 'int'],
      ['machine_id', 'int'],
      ['order_id', 'int'],
      ['state', 'smallint'],
      ['description', 'text'],
      ...spanCols,
    ],
    h.powerOffs.map((p) => ({
      id: p.id,
      machine_id: p.machineId,
      order_id: p.orderId,
      state: p.state,
      description: p.description,
      ...span(p),
    })),
  )
  await w.json(
    'order_operators',
    [['id', 'int'], ['order_id', 'int'], ['operator_id', 'int'], ...spanCols],
    h.orderOperators.map((r) => ({ id: r.id, order_id: r.orderId, operator_id: r.operatorId, ...span(r) })),
  )
  await w.json(
    'order_inkwells',
    [
      ['order_id', 'int'],
      ['position', 'smallint'],
      ['kind', 'text'],
      ['ink_id', 'int'],
      ['data', 'jsonb'],
    ],
    h.inkwells.map((w) => ({
      order_id: w.orderId,
      position: w.position,
      kind: w.kind,
      ink_id: w.inkId,
      data: w.data,
    })),
  )
  await w.json(
    'order_module_values',
    [
      ['order_id', 'int'],
      ['module_code', 'text'],
      ['values', 'jsonb'],
    ],
    h.moduleValues.map((v) => ({ order_id: v.orderId, module_code: v.moduleCode, values: v.values })),
  )
  await w.json(
    'printed_codes',
    [
      ['order_id', 'int'],
      ['ink_consumed_liter', 'float8'],
      ['total_printed_code', 'int'],
      ['num_grade_a', 'int'],
      ['num_grade_b', 'int'],
      ['num_grade_c', 'int'],
      ['num_grade_d', 'int'],
      ['num_grade_f', 'int'],
      ['num_duplicated', 'int'],
      ['num_no_readable_code', 'int'],
    ],
    h.printedCodes.map((p) => ({
      order_id: p.orderId,
      ink_consumed_liter: p.inkConsumedLiter,
      total_printed_code: p.totalPrintedCode,
      num_grade_a: p.numGradeA,
      num_grade_b: p.numGradeB,
      num_grade_c: p.numGradeC,
      num_grade_d: p.numGradeD,
      num_grade_f: p.numGradeF,
      num_duplicated: p.numDuplicated,
      num_no_readable_code: p.numNoReadableCode,
    })),
  )
  await w.json(
    'order_consumptions',
    [
      ['order_id', 'int'],
      ['consumable_type_id', 'int'],
      ['group_id', 'int'],
      ['consumption', 'float8'],
      ['cost', 'float8'],
    ],
    h.consumptions.map((c) => ({
      order_id: c.orderId,
      consumable_type_id: c.consumableTypeId,
      group_id: c.groupId,
      consumption: c.consumption,
      cost: c.cost,
    })),
  )
  await w.json(
    'notifications',
    [
      ['user_id', 'int'],
      ['message', 'text'],
      ['params', 'text'],
      ['href', 'text'],
      ['created_at', 'timestamptz'],
    ],
    h.notifications.map((n) => ({
      user_id: n.userId,
      message: n.message,
      params: n.params,
      href: n.href,
      created_at: iso(n.createdAt),
    })),
  )
  await w.samples(h.samples)
  for (const s of h.status) {
    await tx.execute(sql`update machine_status set state = ${s.state}, speed = ${s.speed}, total_meter = ${s.totalMeter},
      last_transaction_at = ${iso(s.lastTransactionAt)}::timestamptz, current_order_id = ${s.currentOrderId},
      inactivity_id = ${s.inactivityId}, power_off_id = ${s.powerOffId}, state_period_id = ${s.statePeriodId},
      roll_id = ${s.rollId}, updated_at = ${iso(s.lastTransactionAt)}::timestamptz where machine_id = ${s.machineId}`)
  }
  for (const table of [
    'customers',
    'operators',
    'jobs',
    'production_orders',
    'rolls',
    'state_periods',
    'inactivities',
    'power_offs',
    'order_operators',
  ]) {
    await w.bumpSequence(table)
  }
}
