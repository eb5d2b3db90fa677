/**
 * Reading tasks and assets (GET /maintenance/list, /maintenance/{id}, /maintenanceAsset/list,
 * /maintenanceAsset/{id}): a task is the user's when one of its machines is assigned to them; an
 * asset when its machine is (or it belongs to no machine in the user's plant).
 */
import { sql } from 'drizzle-orm'
import type {
  MaintenanceAsset,
  MaintenanceTask,
  MaintenanceTaskQuery,
} from '../../../../src/contract/maintenance'
import type { TaskUsage } from '../../../../src/contract/maintenance-usage'
import type { DbOrTx } from '../../../db/client'

type TaskRow = {
  id: number
  name: string
  description: string | null
  type: MaintenanceTask['type']
  condition: MaintenanceTask['condition']
  frequency: MaintenanceTask['frequency']
  custom_frequency_days: number | null
  reason: string | null
  provider: string | null
  duration_minutes: number | null
  risk: number
  start_date: string
  end_date: string | null
  machines: Array<{ id: number; name: string }> | null
  assets: Array<{ id: number; name: string }> | null
  operators: Array<{ id: number; name: string }> | null
  has_instructions: boolean
  usage: TaskUsage | null
}

const ids = (list: number[]) => `{${list.join(',')}}`

const taskSelect = sql`
  select t.id, t.name, t.description, t.type, t.condition, t.frequency, t.custom_frequency_days, t.reason,
    t.provider, t.duration_minutes, t.risk, t.start_date::text as start_date, t.end_date::text as end_date,
    (t.file_id is not null) as has_instructions, t.usage,
    (select json_agg(json_build_object('id', m.id, 'name', m.name) order by m.sort_order)
       from maintenance_task_machines tm join machines m on m.id = tm.machine_id where tm.task_id = t.id) as machines,
    (select json_agg(json_build_object('id', a.id, 'name', a.name) order by a.name)
       from maintenance_task_assets ta join maintenance_assets a on a.id = ta.asset_id where ta.task_id = t.id) as assets,
    (select json_agg(json_build_object('id', u.id, 'name', u.display_name) order by u.display_name)
       from maintenance_task_operators tu join users u on u.id = tu.user_id where tu.task_id = t.id) as operators
  from maintenance_tasks t`

const toTask = (r: TaskRow): MaintenanceTask => ({
  id: r.id,
  name: r.name,
  description: r.description,
  type: r.type,
  condition: r.condition,
  frequency: r.frequency,
  customFrequencyDays: r.custom_frequency_days,
  reason: r.reason,
  provider: r.provider,
  durationMinutes: r.duration_minutes,
  risk: r.risk,
  startDate: r.start_date,
  endDate: r.end_date,
  machines: r.machines ?? [],
  assets: r.assets ?? [],
  operators: r.operators ?? [],
  hasInstructions: Boolean(r.has_instructions),
  usage: r.usage ?? null,
})

/** The user's machines among a task's: at least one for the task to be theirs. */
const taskOnMachines = (machineIds: number[]) => sql`exists (
  select 1 from maintenance_task_machines tm where tm.task_id = t.id and tm.machine_id = any(${ids(machineIds)}::int[]))`

export async function listTasks(
  db: DbOrTx,
  machineIds: number[],
  query: MaintenanceTaskQuery,
): Promise<MaintenanceTask[]> {
  if (machineIds.length === 0) return []
  const where = [sql`t.deleted_at is null`, taskOnMachines(machineIds)]
  if (query.machines) where.push(taskOnMachines(query.machines))
  if (query.assets) {
    where.push(sql`exists (select 1 from maintenance_task_assets ta where ta.task_id = t.id
      and ta.asset_id = any(${ids(query.assets)}::int[]))`)
  }
  if (query.maintenanceTypes)
    where.push(sql`t.type = any(${`{${query.maintenanceTypes.join(',')}}`}::text[])`)
  if (query.maintenanceConditions) {
    where.push(sql`t.condition = any(${`{${query.maintenanceConditions.join(',')}}`}::text[])`)
  }
  const rows = await db.execute<TaskRow>(
    sql`${taskSelect} where ${sql.join(where, sql` and `)} order by t.risk, t.name, t.id`,
  )
  return rows.rows.map(toTask)
}

/** A task and whether any of its machines is the user's (null when it does not exist). */
export async function findTask(db: DbOrTx, id: number, machineIds: number[]) {
  const rows = await db.execute<TaskRow>(sql`${taskSelect} where t.id = ${id} and t.deleted_at is null`)
  if (!rows.rows[0]) return null
  const task = toTask(rows.rows[0])
  return { task, assigned: task.machines.some((m) => machineIds.includes(m.id)) }
}

type AssetRow = {
  id: number
  name: string
  description: string | null
  machine_id: number | null
  machine_name: string | null
}
const toAsset = (r: AssetRow): MaintenanceAsset => ({
  id: r.id,
  name: r.name,
  description: r.description,
  machineId: r.machine_id,
  machineName: r.machine_name,
})
const assetSelect = sql`
  select a.id, a.name, a.description, a.machine_id, m.name as machine_name
  from maintenance_assets a left join machines m on m.id = a.machine_id`

export async function listAssets(
  db: DbOrTx,
  machineIds: number[],
  plantId: number | null,
): Promise<MaintenanceAsset[]> {
  const rows = await db.execute<AssetRow>(sql`${assetSelect}
    where a.deleted_at is null and a.plant_id = ${plantId ?? -1}
      and (a.machine_id is null or a.machine_id = any(${ids(machineIds)}::int[]))
    order by m.sort_order nulls first, a.name`)
  return rows.rows.map(toAsset)
}

export async function findAsset(db: DbOrTx, id: number, plantId: number | null) {
  const rows = await db.execute<AssetRow>(sql`${assetSelect}
    where a.id = ${id} and a.deleted_at is null and a.plant_id = ${plantId ?? -1}`)
  return rows.rows[0] ? toAsset(rows.rows[0]) : null
}
