/**
 * Creating, editing and deleting maintenance assets (POST /maintenanceAsset, PUT and DELETE
 * /maintenanceAsset/{id}). An asset is part of one of the user's machines, or of the plant itself
 * (no machine). Deleting is soft, and refused with 409 ASSET_IN_USE while a live task still plans
 * work on it: its work orders would lose what they are about.
 */
import { eq, sql } from 'drizzle-orm'
import type { MaintenanceAsset } from '../../../../src/contract/maintenance'
import type { MaintenanceAssetInput } from '../../../../src/contract/maintenance-tasks'
import type { DbOrTx } from '../../../db/client'
import { maintenanceAssets } from '../../../db/schema'
import { conflict, forbidden, notFound } from '../../../http/errors'
import { type AuthUser, assertMachineAssigned } from '../../../http/principals'
import { findAsset } from './tasks'

function plantOf(user: AuthUser): number {
  if (user.plantId === null) throw forbidden('The account belongs to no plant')
  return user.plantId
}

/** A live asset of the user's plant on one of the user's machines (or on none): 404, 403 otherwise. */
async function ownAsset(db: DbOrTx, user: AuthUser, id: number): Promise<MaintenanceAsset> {
  const asset = await findAsset(db, id, user.plantId)
  if (!asset) throw notFound('Asset not found', 'NOT_FOUND')
  if (asset.machineId !== null) assertMachineAssigned(user, asset.machineId)
  return asset
}

/** The live tasks that use an asset. */
async function tasksUsing(db: DbOrTx, assetId: number) {
  const rows = await db.execute<{ id: number; name: string; machine_ids: number[] }>(sql`
    select t.id, t.name,
      coalesce((select array_agg(tm.machine_id) from maintenance_task_machines tm where tm.task_id = t.id), '{}') as machine_ids
    from maintenance_task_assets ta join maintenance_tasks t on t.id = ta.task_id
    where ta.asset_id = ${assetId} and t.deleted_at is null
    order by t.name, t.id`)
  return rows.rows
}

const inUse = (tasks: Array<{ id: number; name: string }>, message: string) =>
  conflict(message, 'ASSET_IN_USE', { tasks: tasks.map((t) => ({ id: t.id, name: t.name })) })

async function answer(db: DbOrTx, user: AuthUser, id: number) {
  const asset = await findAsset(db, id, user.plantId)
  if (!asset) throw notFound('Asset not found', 'NOT_FOUND')
  return asset
}

export async function createAsset(db: DbOrTx, user: AuthUser, input: MaintenanceAssetInput, now: Date) {
  const machineId = input.machineId ?? null
  if (machineId !== null) assertMachineAssigned(user, machineId)
  const [row] = await db
    .insert(maintenanceAssets)
    .values({
      plantId: plantOf(user),
      machineId,
      name: input.name,
      description: input.description || null,
      createdAt: now,
    })
    .returning({ id: maintenanceAssets.id })
  return answer(db, user, row.id)
}

export async function updateAsset(db: DbOrTx, user: AuthUser, id: number, input: MaintenanceAssetInput) {
  const before = await ownAsset(db, user, id)
  const machineId = input.machineId ?? null
  if (machineId !== null) assertMachineAssigned(user, machineId)
  if (machineId !== null && machineId !== before.machineId) {
    // A task plans work on its own machines' assets: moving one away from them would orphan that work.
    const stranded = (await tasksUsing(db, id)).filter((t) => !t.machine_ids.map(Number).includes(machineId))
    if (stranded.length > 0) {
      throw inUse(stranded, "The asset is used by tasks on other machines: change those tasks' assets first")
    }
  }
  await db
    .update(maintenanceAssets)
    .set({ name: input.name, description: input.description || null, machineId })
    .where(eq(maintenanceAssets.id, id))
  return answer(db, user, id)
}

export async function deleteAsset(db: DbOrTx, user: AuthUser, id: number, now: Date) {
  await ownAsset(db, user, id)
  const tasks = await tasksUsing(db, id)
  if (tasks.length > 0) {
    throw inUse(tasks, 'The asset is used by active tasks: remove it from them or delete them first')
  }
  await db.update(maintenanceAssets).set({ deletedAt: now }).where(eq(maintenanceAssets.id, id))
  return { id }
}
