/**
 * POST /statistics/makeready (issue 14, "makeready apart", beyond the spec): the set-ups of the
 * top-level orders that started in the range on the machines, kept apart from the run. A set-up is
 * the order's mechanical change and adjustment periods (states 1 and 2): their time and meters
 * (waste by definition); running waste is the order's waste less its set-up meters. Set-ups are
 * compared by crew (the order's operators) and by changeover (the previous order's material and
 * width on the same machine to this order's), so a manager sees which changeovers cost most.
 */
import { sql } from 'drizzle-orm'
import type { MakereadyGroup, MakereadyReport } from '../../../src/contract/statistics'
import type { DbOrTx } from '../../db/client'
import { inMachines } from '../production/machine-scope'

export interface MakereadyQuery {
  machineIds: readonly number[]
  startDate: string
  finishDate: string
  now: Date
}

type OrderRow = {
  [column: string]: unknown
  id: number
  crew: string | null
  from_material: string | null
  from_width: number | null
  to_material: string | null
  to_width: number | null
  setup_seconds: number | string
  setup_meters: number | string
  running_waste: number | string
}

export async function makeready(db: DbOrTx, q: MakereadyQuery): Promise<MakereadyReport> {
  if (q.machineIds.length === 0)
    return { orders: 0, setupSeconds: 0, setupMeters: 0, runningWaste: 0, byCrew: [], byChangeover: [] }
  const now = q.now.toISOString()
  const { rows } = await db.execute<OrderRow>(sql`
    with ordered as (
      select o.id, o.machine_id, o.date_start, o.waste_meter, o.material_id, o.width,
        lag(o.material_id) over w as prev_material, lag(o.width) over w as prev_width
      from production_orders o
      where ${inMachines(sql`o.machine_id`, q.machineIds)} and o.parent_order_id is null
      window w as (partition by o.machine_id order by o.date_start, o.id)
    ), picked as (
      select d.* from ordered d
      join machines m on m.id = d.machine_id join plants p on p.id = m.plant_id
      where d.date_start >= ${q.startDate}::date::timestamp at time zone p.timezone
        and d.date_start < (${q.finishDate}::date + 1)::timestamp at time zone p.timezone
    )
    select k.id,
      (select string_agg(distinct op.name, ', ' order by op.name) from order_operators oo
        join operators op on op.id = oo.operator_id where oo.order_id = k.id) as crew,
      fm.name as from_material, k.prev_width as from_width, tm.name as to_material, k.width as to_width,
      coalesce((select sum(extract(epoch from coalesce(s.date_finish, ${now}::timestamptz) - s.date_start))
        from state_periods s where s.order_id = k.id and s.state in (1, 2)), 0)::float8 as setup_seconds,
      coalesce((select sum(s.meters) from state_periods s where s.order_id = k.id and s.state in (1, 2)), 0)::float8
        as setup_meters,
      greatest(k.waste_meter - coalesce((select sum(s.meters) from state_periods s
        where s.order_id = k.id and s.state in (1, 2)), 0), 0)::float8 as running_waste
    from picked k
    left join materials fm on fm.id = k.prev_material
    left join materials tm on tm.id = k.material_id
    order by k.date_start, k.id`)
  const orders = rows.map((r) => ({
    crew: r.crew ?? '',
    changeover: `${r.from_material ?? ''}|${r.from_width ?? ''}|${r.to_material ?? ''}|${r.to_width ?? ''}`,
    from: { material: r.from_material, width: r.from_width === null ? null : Number(r.from_width) },
    to: { material: r.to_material, width: r.to_width === null ? null : Number(r.to_width) },
    setupSeconds: Number(r.setup_seconds),
    setupMeters: Number(r.setup_meters),
    runningWaste: Number(r.running_waste),
  }))
  const sum = (list: typeof orders, key: 'setupSeconds' | 'setupMeters' | 'runningWaste') =>
    list.reduce((s, o) => s + o[key], 0)
  const group = (list: typeof orders): Omit<MakereadyGroup, 'crew' | 'from' | 'to'> => ({
    setups: list.length,
    avgSetupSeconds: Math.round(sum(list, 'setupSeconds') / list.length),
    avgSetupMeters: Math.round((sum(list, 'setupMeters') / list.length) * 10) / 10,
    avgRunningWaste: Math.round((sum(list, 'runningWaste') / list.length) * 10) / 10,
  })
  const by = <K extends string>(key: (o: (typeof orders)[number]) => K) => {
    const map = new Map<K, typeof orders>()
    for (const o of orders) map.set(key(o), [...(map.get(key(o)) ?? []), o])
    return map
  }
  const costliest = (a: MakereadyGroup, b: MakereadyGroup) => b.avgSetupSeconds - a.avgSetupSeconds
  return {
    orders: orders.length,
    setupSeconds: Math.round(sum(orders, 'setupSeconds')),
    setupMeters: Math.round(sum(orders, 'setupMeters') * 10) / 10,
    runningWaste: Math.round(sum(orders, 'runningWaste') * 10) / 10,
    byCrew: [...by((o) => o.crew)]
      .map(([crew, list]) => ({ crew, from: null, to: null, ...group(list) }))
      .sort(costliest),
    byChangeover: [...by((o) => o.changeover)]
      .map(([, list]) => ({
        crew: null,
        from: list[0]?.from ?? null,
        to: list[0]?.to ?? null,
        ...group(list),
      }))
      .sort(costliest),
  }
}
