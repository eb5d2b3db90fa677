/**
 * Plant control: one monitoring record per assigned machine (spec 000 §3.2), read in a single
 * query from the machine_status snapshot that ingestion keeps, joined to the current order, its
 * job and customer, the operator currently on it, and the open inactivity and power-off the
 * snapshot points at. No history is scanned, so the cost is per machine, not per order.
 *
 * Many line-side screens poll it, so plantControlForUser() reads every machine of the user's plant
 * once per PLANT_READ_TTL_MS (read-cache.ts: shared in-flight query, dropped when an ingestion
 * batch for the plant commits) and filters that snapshot to the user's machines per request.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { PlantControlMachine } from '../../../src/contract/plant'
import { stopCategoryOf } from '../../../src/contract/stop-reasons'
import type { Db, DbOrTx } from '../../db/client'
import { dayOrNull, isoOrNull, num, numOrNull, strOrNull } from '../../db/sql-values'
import { rounded } from '../production/kpis'
import { inMachines } from '../production/machine-scope'
import { orderProgressShown } from '../production/order-progress'
import { plantReadCaches } from './read-cache'

type Row = Record<string, unknown>

export interface PlantControlUser {
  plantId: number | null
  machineIds: ReadonlySet<number>
}

/** The user's machines, from the plant's cached snapshot (see the module comment). */
export async function plantControlForUser(db: Db, user: PlantControlUser): Promise<PlantControlMachine[]> {
  if (user.machineIds.size === 0) return []
  const plantId = user.plantId
  if (plantId !== null) {
    const all = await plantSnapshot(db, plantId)
    const mine = all.filter((r) => user.machineIds.has(r.machineId))
    // A machine assigned from another plant is not in this plant's snapshot: ask directly.
    if (mine.length === user.machineIds.size) return mine
  }
  return listPlantControlMachines(db, [...user.machineIds])
}

/**
 * Every machine of the plant, from the per-plant read cache: what plant control filters per user
 * and what line-side displays (server/services/display/status.ts) show whole or by line.
 */
export function plantSnapshot(db: Db, plantId: number): Promise<PlantControlMachine[]> {
  return plantReadCaches(db).plantControl.get(plantId, 'machines', () =>
    queryPlantControl(db, sql`m.plant_id = ${plantId}::int`),
  )
}

/** The given machines' records, straight from the database. */
export async function listPlantControlMachines(
  db: DbOrTx,
  machineIds: readonly number[],
): Promise<PlantControlMachine[]> {
  if (machineIds.length === 0) return []
  return queryPlantControl(db, inMachines(sql`m.id`, machineIds))
}

async function queryPlantControl(db: DbOrTx, machines: SQL): Promise<PlantControlMachine[]> {
  const result = await db.execute<Row>(sql`
    select
      m.id as "machineId", m.name as "machineName", m.hash_code as "machineHashCode",
      ml.id as "machineLineId", ml.name as "machineLineName",
      mm.name as "machineModelName", mm.image as "machineModelImage",
      m.acquisition_date::text as "machineAcquisitionDate", m.serial_number as "machineSerialNumber",
      m.max_speed as "machineMaxSpeed",
      m.min_printing_width as "machineMinPrintingWidth", m.max_printing_width as "machineMaxPrintingWidth",
      m.min_material_width as "machineMinMaterialWidth", m.max_material_width as "machineMaxMaterialWidth",
      ms.last_transaction_at as "machineLastTransactionAt",
      coalesce(ms.state, 4) as "state", ${rounded(sql`coalesce(ms.speed, 0)`, 1)} as "speed",
      po.reference as "poReference", po.id_on_machine as "poIdOnMachine",
      po.insert_timestamp::float8 as "poInsertTimestamp",
      po.date_start as "poDateStart", po.date_finish as "poDateFinish",
      ${orderProgressShown('po')} as "poProgress",
      ${rounded(sql`po.clean_meter`, 2)} as "poDoneMeter", po.target_meter as "poTargetMeter",
      j.reference as "jobReference", c.name as "customerName", op.name as "operatorName",
      ia.date_start as "inactivityDateStart", ia.description as "inactivityDescription",
      ia.reason_code as "inactivityReasonCode",
      pw.date_start as "poweroffDateStart"
    from machines m
    join machine_models mm on mm.id = m.model_id
    join machine_lines ml on ml.id = mm.line_id
    left join machine_status ms on ms.machine_id = m.id
    left join production_orders po on po.id = ms.current_order_id
    left join jobs j on j.id = po.job_id
    left join customers c on c.id = coalesce(po.customer_id, j.customer_id)
    left join lateral (
      select o.name from order_operators oo join operators o on o.id = oo.operator_id
      where oo.order_id = po.id and oo.date_finish is null
      order by oo.date_start desc, oo.id desc limit 1
    ) op on true
    left join inactivities ia on ia.id = ms.inactivity_id and ia.date_finish is null
    left join power_offs pw on pw.id = ms.power_off_id and pw.date_finish is null
    where ${machines}
    order by m.sort_order, m.name, m.id
  `)
  return result.rows.map(toRecord)
}

function toRecord(r: Row): PlantControlMachine {
  return {
    machineId: num(r.machineId),
    machineName: String(r.machineName),
    machineHashCode: String(r.machineHashCode),
    machineLineId: num(r.machineLineId),
    machineLineName: String(r.machineLineName),
    machineModelName: String(r.machineModelName),
    machineModelImage: String(r.machineModelImage),
    machineAcquisitionDate: dayOrNull(r.machineAcquisitionDate),
    machineSerialNumber: String(r.machineSerialNumber),
    machineMaxSpeed: num(r.machineMaxSpeed),
    machineMinPrintingWidth: numOrNull(r.machineMinPrintingWidth),
    machineMaxPrintingWidth: numOrNull(r.machineMaxPrintingWidth),
    machineMinMaterialWidth: numOrNull(r.machineMinMaterialWidth),
    machineMaxMaterialWidth: numOrNull(r.machineMaxMaterialWidth),
    machineLastTransactionAt: isoOrNull(r.machineLastTransactionAt),
    state: num(r.state),
    speed: num(r.speed),
    poReference: strOrNull(r.poReference),
    poIdOnMachine: numOrNull(r.poIdOnMachine),
    poInsertTimestamp: numOrNull(r.poInsertTimestamp),
    poDateStart: isoOrNull(r.poDateStart),
    poDateFinish: isoOrNull(r.poDateFinish),
    poProgress: numOrNull(r.poProgress),
    poDoneMeter: numOrNull(r.poDoneMeter),
    poTargetMeter: numOrNull(r.poTargetMeter),
    jobReference: strOrNull(r.jobReference),
    customerName: strOrNull(r.customerName),
    operatorName: strOrNull(r.operatorName),
    inactivityDateStart: isoOrNull(r.inactivityDateStart),
    inactivityDescription: strOrNull(r.inactivityDescription),
    inactivityReasonCode: strOrNull(r.inactivityReasonCode),
    stopCategory: stopCategoryOf(strOrNull(r.inactivityReasonCode)),
    poweroffDateStart: isoOrNull(r.poweroffDateStart),
  }
}
