/**
 * GET /api/job_average_kpis: the objective boxes above the availability, production and speed
 * gauges (spec 000 §2.5). The objective is what this machine achieved before: the average of the
 * last OBJECTIVE_ORDERS finished orders of the same job on the same machine, or, for a job never
 * run there before, of the machine's last finished orders. Each order's figures are computed as
 * the detail computes them (order-figures.ts): availability over active + inactive time (power-off
 * time apart), production over clean + waste meters, clean speed over active minutes.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { OrderObjectives } from '../../../src/contract/order-detail'
import type { DbOrTx } from '../../db/client'
import { num, numOrNull } from '../../db/sql-values'
import type { FoundOrder } from './find-order'

export const OBJECTIVE_ORDERS = 20

const round = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100)

/** The averages of the machine's last finished top-level orders matching `sameJob`, but `order`. */
export async function averages(db: DbOrTx, order: Pick<FoundOrder, 'id' | 'machineId'>, sameJob: SQL) {
  const result = await db.execute<Record<string, unknown>>(sql`
    with picked as (
      select o.id, o.date_start, o.date_finish, o.clean_meter, o.waste_meter
      from production_orders o
      where o.machine_id = ${order.machineId} and o.parent_order_id is null
        and o.date_finish is not null and o.id <> ${order.id} and ${sameJob}
      order by o.date_start desc
      limit ${OBJECTIVE_ORDERS}
    ), timed as (
      select p.clean_meter, p.waste_meter,
        extract(epoch from p.date_finish - p.date_start)
          - coalesce((select sum(extract(epoch from coalesce(w.date_finish, p.date_finish) - w.date_start))
                      from power_offs w where w.order_id = p.id), 0) as total,
        coalesce((select sum(extract(epoch from coalesce(i.date_finish, p.date_finish) - i.date_start))
                  from inactivities i where i.order_id = p.id), 0) as inactive
      from picked p
    )
    select count(*) as n,
      avg(case when total > 0 then greatest(total - inactive, 0) / total * 100 end) as availability,
      avg(case when clean_meter + waste_meter > 0
               then clean_meter / (clean_meter + waste_meter) * 100 end) as production,
      avg(case when total - inactive > 0 then clean_meter / ((total - inactive) / 60) end) as speed
    from timed`)
  const r = result.rows[0]
  return {
    orders: num(r.n),
    availability: round(numOrNull(r.availability)),
    production: round(numOrNull(r.production)),
    speed: round(numOrNull(r.speed)),
  }
}

export async function orderObjectives(db: DbOrTx, order: FoundOrder): Promise<OrderObjectives> {
  if (order.jobId !== null) {
    const job = await averages(db, order, sql`o.job_id = ${order.jobId}`)
    if (job.orders > 0) return { basis: 'job', ...job }
  }
  const machine = await averages(db, order, sql`true`)
  return machine.orders > 0
    ? { basis: 'machine', ...machine }
    : { basis: null, orders: 0, availability: null, production: null, speed: null }
}
