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
import { elapsedSeconds, metersPerMinute } from '../production/kpis'

export async function recomputeOrder(tx: Tx, orderId: number, at: Date) {
  const seconds = (alias: string) =>
    elapsedSeconds(sql.raw(`${alias}.date_start`), sql.raw(`${alias}.date_finish`), at)
  await tx.execute(sql`
    with t as (
      select o.id,
        ${seconds('o')} as dur,
        (select coalesce(sum(${seconds('p')}), 0) from power_offs p where p.order_id = o.id) as off_s,
        (select coalesce(sum(${seconds('p')}), 0) from power_offs p where p.order_id = o.id and p.state = 3) as s3_off,
        (select coalesce(sum(${seconds('s')}), 0) from state_periods s where s.order_id = o.id and s.state = 3) as s3_s,
        (select coalesce(sum(s.meters), 0) from state_periods s where s.order_id = o.id and s.state = 3) as s3_m,
        (select coalesce(sum(${seconds('i')}), 0) from inactivities i where i.order_id = o.id and i.state = 3) as s3_i,
        (select count(*) from rolls r where r.order_id = o.id) as rolls
      from production_orders o where o.id = ${orderId}
    )
    update production_orders o set
      num_roll = t.rolls,
      speed_total = ${metersPerMinute(sql`(o.clean_meter + o.waste_meter)`, sql`(t.dur - t.off_s)`)},
      speed_turning = ${metersPerMinute(sql`t.s3_m`, sql`(t.s3_s - t.s3_i - t.s3_off)`)}
    from t where o.id = t.id`)
}
