/**
 * What stops cost (issue 15 item 7): per machine of the user that has a machine-cost record, the cost
 * of an hour standing still (hourlyMachineCost) and its current stop, an open inactivity (state 4)
 * or an open mechanical change (state 1), with the instant it started. The client multiplies by the
 * time elapsed, so the figure runs on between polls; the inactivity Pareto multiplies by each
 * reason's duration.
 */
import { sql } from 'drizzle-orm'
import type { StopCosts } from '../../../src/contract/job-costing'
import type { DbOrTx } from '../../db/client'
import { isoOrNull, num } from '../../db/sql-values'
import { hourlyMachineCostOfRow } from '../order-detail/machine-costs'
import { inMachines } from '../production/machine-scope'

type Row = Record<string, unknown>

export async function stopCosts(
  db: DbOrTx,
  user: { plantId: number | null; machineIds: ReadonlySet<number> },
): Promise<StopCosts> {
  const [plant] = (
    await db.execute<Row>(
      sql`select currency_code, currency_symbol from plants where id = ${user.plantId ?? 0}::int`,
    )
  ).rows
  const currency = {
    code: String(plant?.currency_code ?? 'EUR'),
    symbol: String(plant?.currency_symbol ?? '€'),
  }
  if (user.machineIds.size === 0) return { currency, machines: [] }
  const { rows } = await db.execute<Row>(sql`
    select m.id, c.amortization_price, c.operator1_price, c.operator1_percent, c.operator2_price,
      c.operator2_percent, c.operator3_price, c.operator3_percent, ms.state,
      ia.date_start as inactivity_start, sp.date_start as change_start
    from machines m
    join machine_costs c on c.machine_id = m.id
    left join machine_status ms on ms.machine_id = m.id
    left join inactivities ia on ia.id = ms.inactivity_id and ia.date_finish is null
    left join state_periods sp on sp.id = ms.state_period_id and sp.date_finish is null and sp.state = 1
    where ${inMachines(sql`m.id`, [...user.machineIds])}
    order by m.sort_order, m.name, m.id`)
  return {
    currency,
    machines: rows.map((r) => {
      const inactivity = isoOrNull(r.inactivity_start)
      const change = isoOrNull(r.change_start)
      const state = r.state === null || r.state === undefined ? null : num(r.state)
      return {
        machineId: num(r.id),
        perHour: hourlyMachineCostOfRow(r),
        // An open inactivity is the stop whatever the production state under it (plant control
        // shows such a machine as inactive); else a mechanical change in progress.
        stop: inactivity
          ? { state: 4 as const, since: inactivity }
          : state === 1 && change
            ? { state: 1 as const, since: change }
            : null,
      }
    }),
  }
}
