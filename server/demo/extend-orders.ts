/**
 * DEMO_ORDERS (a benchmark option, never the default seed): grows the list of production orders to
 * at least `target` by copying the generated history further into the past, one whole span at a
 * time, so the historical list and its export can be measured at a plant's lifetime of orders
 * (100,000) without generating years of speed samples. Copies keep each order's machine, job,
 * customer, material and figures; references get a suffix and machine ids an offset, so every
 * order stays unique. Only top-level orders are copied (the list shows no child orders).
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'

export async function extendOrderHistory(db: Db, target: number, log?: (m: string) => void): Promise<number> {
  const started = Date.now()
  const count = async () =>
    Number(
      (
        await db.execute<{ n: number }>(
          sql`select count(*)::int as n from production_orders where parent_order_id is null`,
        )
      ).rows[0].n,
    )
  const span = await db.execute<{ seconds: number }>(sql`
    select ceil(extract(epoch from max(date_start) - min(date_start)) + 86400)::int as seconds
    from production_orders where parent_order_id is null`)
  const spanSeconds = Number(span.rows[0]?.seconds ?? 0)
  let have = await count()
  if (have === 0 || spanSeconds <= 0) return have
  for (let copy = 1; have < target; copy++) {
    const shift = copy * spanSeconds
    await db.execute(sql`
      insert into production_orders (
        machine_id, id_on_machine, insert_timestamp, reference, job_id, customer_id, material_id, width,
        format, num_color, target_meter, date_start, date_finish, clean_meter, waste_meter, num_roll,
        speed_total, speed_turning, max_speed_reached, po_cost, po_cost_surface, configuration)
      select
        machine_id, id_on_machine + ${copy * 1_000_000}::int, insert_timestamp - ${shift}::bigint,
        reference || '-H' || ${copy}::int, job_id, customer_id, material_id, width, format, num_color,
        target_meter, date_start - make_interval(secs => ${shift}::int),
        coalesce(date_finish, date_start + interval '2 hours') - make_interval(secs => ${shift}::int),
        clean_meter, waste_meter, num_roll, speed_total, speed_turning, max_speed_reached, po_cost,
        po_cost_surface, configuration
      from production_orders
      where parent_order_id is null and id_on_machine < 1000000
      order by date_start desc, id desc
      limit ${target - have}::int`)
    have = await count()
  }
  log?.(`demo history extended to ${have} orders in ${Date.now() - started} ms (DEMO_ORDERS)`)
  return have
}
