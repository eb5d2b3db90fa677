/**
 * What every price and period call needs to know about the user's plant and rights: the plant's
 * zone, currency and today (periods are plant-local days, spec 002 §9), which consumable types its
 * machines use (spec 002 §6: editing needs the type enabled for the plant), and the
 * edit_job_cost_energy right (users.feature_flags over the defaults, as the session sends it).
 */
import { sql } from 'drizzle-orm'
import type { Currency } from '../../../src/contract/job-costing'
import { ENERGY_CONSUMABLE_TYPE_ID } from '../../../src/contract/job-costing-rules'
import { zoneDay } from '../../../src/contract/wall-clock'
import type { DbOrTx } from '../../db/client'
import { badRequest, forbidden } from '../../http/errors'
import { defaultFeatureFlags } from '../account/session-builder'

type Row = Record<string, unknown>

export interface CostingPlant {
  id: number
  timeZone: string
  currency: Currency
  /** yyyy-MM-dd, plant-local. */
  today: string
}

export async function costingPlant(db: DbOrTx, plantId: number | null, now: Date): Promise<CostingPlant> {
  if (plantId === null) throw forbidden('The account belongs to no plant')
  const { rows } = await db.execute<Row>(
    sql`select timezone, currency_code, currency_symbol from plants where id = ${plantId}`,
  )
  const plant = rows[0]
  if (!plant) throw forbidden('The account belongs to no plant')
  const timeZone = String(plant.timezone)
  return {
    id: plantId,
    timeZone,
    currency: { code: String(plant.currency_code), symbol: String(plant.currency_symbol) },
    today: zoneDay(now, timeZone),
  }
}

export interface PlantConsumableType {
  id: number
  timeSliced: boolean
}

/** The consumable type if some machine of the plant uses it (enabled), else null. */
export async function plantConsumableType(
  db: DbOrTx,
  plantId: number,
  typeId: number,
): Promise<PlantConsumableType | null> {
  const { rows } = await db.execute<Row>(sql`
    select t.id, t.time_sliced from consumable_types t
    where t.id = ${typeId} and t.is_enabled
      and exists (select 1 from machine_consumable_types mt join machines m on m.id = mt.machine_id
                  where mt.consumable_type_id = t.id and m.plant_id = ${plantId})`)
  const row = rows[0]
  return row ? { id: Number(row.id), timeSliced: row.time_sliced === true } : null
}

/** The user's edit_job_cost_energy right, read fresh (a flag changed in the database counts at once). */
export async function hasEnergyRight(db: DbOrTx, userId: number): Promise<boolean> {
  const { rows } = await db.execute<Row>(sql`select feature_flags from users where id = ${userId}`)
  const stored = (rows[0]?.feature_flags ?? {}) as Partial<typeof defaultFeatureFlags>
  return { ...defaultFeatureFlags, ...stored }.edit_job_cost_energy === true
}

/**
 * The checks before any write of a consumable type's prices: energy needs the edit_job_cost_energy right
 * (else 403, before anything else is said), and the type is one the plant's machines use (else 400
 * naming `field`).
 */
export async function writableConsumableType(
  db: DbOrTx,
  plantId: number,
  userId: number,
  typeId: number,
  field: string,
): Promise<PlantConsumableType> {
  if (typeId === ENERGY_CONSUMABLE_TYPE_ID && !(await hasEnergyRight(db, userId))) {
    throw forbidden('Energy prices need the edit_job_cost_energy right', 'ENERGY_RIGHT_REQUIRED')
  }
  const type = await plantConsumableType(db, plantId, typeId)
  if (!type)
    throw badRequest(field, 'No machine of the plant uses this consumable type', 'UNKNOWN_CONSUMABLE_TYPE')
  return type
}
