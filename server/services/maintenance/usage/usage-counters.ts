/**
 * What a machine ran over a time range, from its own production data (the rows the gateway's
 * ingestion writes): meters are good plus waste (each state period's meters, which ingestion adds
 * sample by sample, shared by time where a period straddles the range's edge, as the statistics
 * rollups share them at midnight), hours are time in production (state 3), orders are top-level
 * orders finished in the range. Open periods count up to the machine's last transaction (at most
 * the range's end); a period that began more than 31 days before the range is not read (the index
 * scan stays bounded).
 */
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { elapsedSeconds } from '../../production/kpis'

export interface MachineUsage {
  meters: number
  hours: number
  orders: number
}

export async function machineUsage(
  db: DbOrTx,
  machineId: number,
  from: Date,
  to: Date,
): Promise<MachineUsage> {
  const f = sql`${from.toISOString()}::timestamptz`
  const t = sql`${to.toISOString()}::timestamptz`
  // An open period runs up to the machine's last transaction: a gateway that went quiet (or a demo
  // history that ended days ago) adds no running time.
  const end = sql`coalesce((select least(${t}, ms.last_transaction_at) from machine_status ms
    where ms.machine_id = ${machineId}), ${t})`
  const finish = sql`coalesce(sp.date_finish, ${end})`
  const length = elapsedSeconds(sql`sp.date_start`, finish, to)
  const overlap = elapsedSeconds(sql`greatest(sp.date_start, ${f})`, sql`least(${finish}, ${t})`, to)
  const rows = await db.execute<{
    meters: number | null
    seconds: number | null
    orders: number | string
  }>(sql`
    with p as (
      select sp.state, sp.meters, ${length} as len, greatest(0, ${overlap}) as overlap
      from state_periods sp
      where sp.machine_id = ${machineId} and sp.date_start < ${t}
        -- Bounds the index scan: no state period of a running machine lasts a month.
        and sp.date_start > ${f} - interval '31 days'
        and (sp.date_finish is null or sp.date_finish > ${f})
    )
    select
      (select sum(case when len > 0 then meters * least(1, overlap / len) else meters end) from p) as meters,
      (select sum(overlap) from p where state = 3) as seconds,
      (select count(*) from production_orders o
        where o.machine_id = ${machineId} and o.parent_order_id is null
          and o.date_finish >= ${f} and o.date_finish < ${t}) as orders`)
  const row = rows.rows[0]
  return {
    meters: Number(row?.meters ?? 0),
    hours: Number(row?.seconds ?? 0) / 3600,
    orders: Number(row?.orders ?? 0),
  }
}
