/**
 * Order averages, recomputed from the order's periods (the generated history uses the same
 * definitions, history/timeline.ts):
 * - speedTotal: (clean + waste) / (order time - power-off time), m/min;
 * - speedTurning: state-3 meters / (state-3 time - its inactivities - its power-offs), m/min;
 * - numRoll: rolls of the order.
 * Periods still open count up to `at` (the batch's last event).
 */
import { sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'

export async function recomputeOrder(tx: Tx, orderId: number, at: Date) {
  const now = at.toISOString()
  await tx.execute(sql`
    with t as (
      select o.id,
        extract(epoch from (coalesce(o.date_finish, ${now}::timestamptz) - o.date_start)) as dur,
        (select coalesce(sum(extract(epoch from (coalesce(p.date_finish, ${now}::timestamptz) - p.date_start))), 0)
           from power_offs p where p.order_id = o.id) as off_s,
        (select coalesce(sum(extract(epoch from (coalesce(p.date_finish, ${now}::timestamptz) - p.date_start))), 0)
           from power_offs p where p.order_id = o.id and p.state = 3) as s3_off,
        (select coalesce(sum(extract(epoch from (coalesce(s.date_finish, ${now}::timestamptz) - s.date_start))), 0)
           from state_periods s where s.order_id = o.id and s.state = 3) as s3_s,
        (select coalesce(sum(s.meters), 0) from state_periods s where s.order_id = o.id and s.state = 3) as s3_m,
        (select coalesce(sum(extract(epoch from (coalesce(i.date_finish, ${now}::timestamptz) - i.date_start))), 0)
           from inactivities i where i.order_id = o.id and i.state = 3) as s3_i,
        (select count(*) from rolls r where r.order_id = o.id) as rolls
      from production_orders o where o.id = ${orderId}
    )
    update production_orders o set
      num_roll = t.rolls,
      speed_total = case when t.dur - t.off_s > 0
        then round(((o.clean_meter + o.waste_meter) / ((t.dur - t.off_s) / 60))::numeric, 2)::float8 else 0 end,
      speed_turning = case when t.s3_s - t.s3_i - t.s3_off > 0
        then round((t.s3_m / ((t.s3_s - t.s3_i - t.s3_off) / 60))::numeric, 2)::float8 else 0 end
    from t where o.id = t.id`)
}
