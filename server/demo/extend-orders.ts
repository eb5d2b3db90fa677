/**
 * DEMO_ORDERS (a benchmark option, never the default seed): grows the list of production orders to
 * at least `target` by copying the generated history further into the past, one whole span at a
 * time, so the historical list and its export can be measured at a plant's lifetime of orders
 * (100,000) without generating years of speed samples. Copies keep each order's machine, job,
 * customer, material and figures; references get a suffix and machine ids an offset, so every
 * order stays unique. Only top-level orders are copied (the list shows no child orders).
 *
 * Copies keep their consumptions too (the cost recalculation bench reprices them), and their costs
 * come from the pricing engine like the seed's: the first price period of every type, ink and
 * material is moved back to the oldest copy's day, then the copies are repriced in batches.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { loadPriceBook } from '../services/job-costing/price-book'
import { repriceOrders } from '../services/job-costing/reprice'

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
    await db.execute(sql`
      insert into order_consumptions (order_id, consumable_type_id, group_id, consumption, cost)
      select n.id, c.consumable_type_id, c.group_id, c.consumption, c.cost
      from production_orders n
      join production_orders o on o.machine_id = n.machine_id and o.id_on_machine = n.id_on_machine - ${copy * 1_000_000}::int
        and o.insert_timestamp = n.insert_timestamp + ${shift}::bigint
      join order_consumptions c on c.order_id = o.id
      where n.id_on_machine >= ${copy * 1_000_000}::int and n.id_on_machine < ${(copy + 1) * 1_000_000}::int`)
    have = await count()
  }
  await priceCopies(db)
  log?.(`demo history extended to ${have} orders in ${Date.now() - started} ms (DEMO_ORDERS)`)
  return have
}

/** The first periods reach back to the oldest order, then the copies are priced by the engine. */
async function priceCopies(db: Db) {
  const plants = await db.execute<{ id: number; oldest: string | null }>(sql`
    select pl.id, (select min(o.date_start at time zone pl.timezone)::date::text
                   from production_orders o join machines m on m.id = o.machine_id where m.plant_id = pl.id) as oldest
    from plants pl`)
  for (const { id: plantId, oldest } of plants.rows) {
    if (!oldest) continue
    await db.transaction(async (tx) => {
      for (const table of ['consumable_periods', 'ink_group_price_periods', 'material_price_periods']) {
        const byType = table === 'consumable_periods' ? sql`consumable_type_id,` : sql``
        await tx.execute(sql`
          update ${sql.identifier(table)} set start_date = ${oldest}::date
          where id in (select distinct on (${byType} plant_id) id from ${sql.identifier(table)}
                       where plant_id = ${plantId} order by ${byType} plant_id, start_date)
            and start_date > ${oldest}::date`)
      }
    })
    const book = await loadPriceBook(db, plantId)
    const copies = await db.execute<{ id: number }>(sql`
      select o.id from production_orders o join machines m on m.id = o.machine_id
      where m.plant_id = ${plantId} and o.id_on_machine >= 1000000 order by o.id`)
    const ids = copies.rows.map((r) => Number(r.id))
    for (let i = 0; i < ids.length; i += 5000) {
      await db.transaction((tx) => repriceOrders(tx, ids.slice(i, i + 5000), book))
    }
  }
}
