/**
 * One order, named by its address (machine hash code, id on machine, insert timestamp), for a
 * user: the checks every order-detail call makes first, in the order the error view reads them
 * (spec 000 §8): an unassigned machine is 403 MACHINE_NOT_ASSIGNED, an unknown machine or order
 * 404 ORDER_NOT_FOUND, an order spanning more than ORDER_MAX_DAYS 400 ORDER_TOO_LONG.
 */
import { sql } from 'drizzle-orm'
import type { OrderRefQuery } from '../../../src/contract/order-detail'
import type { DbOrTx } from '../../db/client'
import { isoOrNull, num, numOrNull } from '../../db/sql-values'
import { HttpError, machineNotAssigned, notFound } from '../../http/errors'

export interface FoundOrder {
  id: number
  machineId: number
  machineHashCode: string
  idOnMachine: number
  insertTimestamp: number
  reference: string
  dateStart: number
  dateFinish: number | null
  targetMeter: number
  cleanMeter: number
  wasteMeter: number
  maxSpeedReached: number
  poCost: number | null
  poCostSurface: number | null
  parentOrderId: number | null
  jobId: number | null
  customerId: number | null
  materialId: number | null
  width: number | null
  format: number | null
  numColor: number | null
  configuration: Record<string, string | number | boolean> | null
}

export interface OrderReader {
  machineIds: ReadonlySet<number>
}

export const orderNotFound = () => notFound('The order does not exist', 'ORDER_NOT_FOUND')

/** A timestamp column as epoch ms. */
export const ms = (value: unknown) => {
  const iso = isoOrNull(value)
  return iso === null ? null : Date.parse(iso)
}

export async function findOrder(
  db: DbOrTx,
  user: OrderReader,
  ref: OrderRefQuery,
  options: { maxDays: number; now: Date },
): Promise<FoundOrder> {
  const machines = await db.execute<{ id: number }>(
    sql`select id from machines where hash_code = ${ref.machineHashCode}`,
  )
  const machineId = machines.rows[0]?.id
  if (machineId === undefined) throw orderNotFound()
  if (!user.machineIds.has(machineId)) throw machineNotAssigned()
  const result = await db.execute<Record<string, unknown>>(sql`
    select id, machine_id, id_on_machine, insert_timestamp, reference, date_start, date_finish,
           target_meter, clean_meter, waste_meter, max_speed_reached, po_cost, po_cost_surface,
           parent_order_id, job_id, customer_id, material_id, width, format, num_color, configuration
    from production_orders
    where machine_id = ${machineId} and id_on_machine = ${ref.idOnMachine}
      and insert_timestamp = ${ref.insertTimestamp}`)
  const r = result.rows[0]
  if (!r) throw orderNotFound()
  const order: FoundOrder = {
    id: num(r.id),
    machineId,
    machineHashCode: ref.machineHashCode,
    idOnMachine: num(r.id_on_machine),
    insertTimestamp: num(r.insert_timestamp),
    reference: String(r.reference),
    dateStart: ms(r.date_start) as number,
    dateFinish: ms(r.date_finish),
    targetMeter: num(r.target_meter),
    cleanMeter: num(r.clean_meter),
    wasteMeter: num(r.waste_meter),
    maxSpeedReached: num(r.max_speed_reached),
    poCost: numOrNull(r.po_cost),
    poCostSurface: numOrNull(r.po_cost_surface),
    parentOrderId: numOrNull(r.parent_order_id),
    jobId: numOrNull(r.job_id),
    customerId: numOrNull(r.customer_id),
    materialId: numOrNull(r.material_id),
    width: numOrNull(r.width),
    format: numOrNull(r.format),
    numColor: numOrNull(r.num_color),
    configuration: (r.configuration ?? null) as FoundOrder['configuration'],
  }
  const end = order.dateFinish ?? options.now.getTime()
  if (end - order.dateStart > options.maxDays * 86_400_000) {
    throw new HttpError(
      400,
      'ORDER_TOO_LONG',
      `The order spans more than ${options.maxDays} days and cannot be shown`,
    )
  }
  return order
}
