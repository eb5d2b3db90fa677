/**
 * Marking orders for a cost recalculation (issue 15 item 6). A price write that changes the prices
 * in force on some days calls `markAffectedOrders` in its own transaction (after `lockPlantPrices`),
 * so the marks commit with the prices or not at all; the recalculation job (recalculation.ts)
 * reprices the marked orders later.
 *
 * An order is affected when it belongs to the plant, is finished (unfinished orders have no cost),
 * runs on a machine that has the consumable type (machine_consumable_types), recorded a consumption
 * of that type (of one of the changed ink groups; with one of the changed materials), and its run
 * [date_start, date_finish] touches one of the changed plant-local days. Marking is by day, not by
 * hour slot: an order that ran only outside the edited slot's hours is marked too and repriced to
 * the same figure. A change on future days only marks nothing, since no finished order ran then.
 *
 * The plant's run row (cost_recalculation_runs) counts the new marks into `total`; a run that had
 * finished restarts from 0.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'

/** Plant-local days, both ends included; `to` null: open-ended. */
export interface DayRange {
  from: string
  to: string | null
}

export interface MarkScope {
  plantId: number
  timeZone: string
  consumableTypeId: number
  days: readonly DayRange[]
  /** Only orders that consumed these ink groups (ink prices changed for them alone). */
  inkGroupIds?: readonly number[]
  /** Only orders of these materials. */
  materialIds?: readonly number[]
  /** Who changed the prices: kept with the mark, then in the order's cost version. */
  changedBy: number | null
}

const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`

/** The run [date_start, date_finish] touches the days: starts before their end, ends after their start. */
function touches(range: DayRange, timeZone: string): SQL {
  const from = sql`(${range.from}::date)::timestamp at time zone ${timeZone}`
  // A zero-length order is priced at its start instant, so it counts when that instant is inside.
  const after = sql`(o.date_finish > ${from} or o.date_start >= ${from})`
  if (range.to === null) return after
  const to = sql`(${range.to}::date + 1)::timestamp at time zone ${timeZone}`
  return sql`(o.date_start < ${to} and ${after})`
}

/** Marks the orders the change affects and counts them into the plant's run; answers the new marks. */
export async function markAffectedOrders(tx: DbOrTx, scope: MarkScope): Promise<number> {
  if (scope.days.length === 0) return 0
  if (scope.inkGroupIds?.length === 0 || scope.materialIds?.length === 0) return 0
  const days = sql.join(
    scope.days.map((d) => touches(d, scope.timeZone)),
    sql` or `,
  )
  const groups = scope.inkGroupIds ? sql`and c.group_id = any(${intArray(scope.inkGroupIds)}::int[])` : sql``
  const materials = scope.materialIds
    ? sql`and o.material_id = any(${intArray(scope.materialIds)}::int[])`
    : sql``
  const reason = JSON.stringify([
    {
      consumableTypeId: scope.consumableTypeId,
      from: scope.days.map((d) => d.from).sort()[0],
      to: scope.days.some((d) => d.to === null)
        ? null
        : scope.days
            .map((d) => d.to as string)
            .sort()
            .at(-1),
      userId: scope.changedBy,
      at: new Date().toISOString(),
    },
  ])
  // An order marked already keeps its place and gathers this change too; only new marks count.
  const { rows } = await tx.execute<{ marked: number | string }>(sql`
    with marked as (
      insert into order_cost_recalculations as r (order_id, plant_id, reasons)
      select o.id, m.plant_id, ${reason}::jsonb
      from production_orders o
      join machines m on m.id = o.machine_id
      join machine_consumable_types t on t.machine_id = m.id and t.consumable_type_id = ${scope.consumableTypeId}
      where m.plant_id = ${scope.plantId} and o.date_finish is not null and (${days}) ${materials}
        and exists (select 1 from order_consumptions c
                    where c.order_id = o.id and c.consumable_type_id = ${scope.consumableTypeId} ${groups})
      on conflict (order_id) do update set reasons = r.reasons || excluded.reasons
      returning (xmax = 0) as inserted
    )
    select count(*) filter (where inserted)::int as marked from marked`)
  const marked = Number(rows[0]?.marked ?? 0)
  if (marked > 0) await countIntoRun(tx, scope.plantId, marked)
  return marked
}

/** Adds marks to the plant's current run, or starts a new run when the last one had finished. */
export async function countIntoRun(tx: DbOrTx, plantId: number, marks: number): Promise<void> {
  await tx.execute(sql`
    insert into cost_recalculation_runs as r (plant_id, total, done, started_at, finished_at)
    values (${plantId}, ${marks}, 0, now(), null)
    on conflict (plant_id) do update set
      total = case when r.finished_at is null then r.total + excluded.total else excluded.total end,
      done = case when r.finished_at is null then r.done else 0 end,
      started_at = case when r.finished_at is null then r.started_at else now() end,
      finished_at = null`)
}
