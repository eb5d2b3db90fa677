/** The machines of the statistics and inactivity screens: the user's, with their line and top speed. */
import { sql } from 'drizzle-orm'
import type { StatisticsMachine } from '../../../src/contract/statistics'
import type { DbOrTx } from '../../db/client'
import { inMachines } from '../production/machine-scope'

export async function statisticsMachines(
  db: DbOrTx,
  machineIds: readonly number[],
): Promise<StatisticsMachine[]> {
  const { rows } = await db.execute<{
    id: number
    name: string
    serial_number: string
    line: string
    max_speed: number
  }>(sql`
    select m.id, m.name, m.serial_number, l.name as line, m.max_speed
    from machines m join machine_models mm on mm.id = m.model_id join machine_lines l on l.id = mm.line_id
    where ${inMachines(sql`m.id`, machineIds)}
    order by m.sort_order, m.name, m.id`)
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    serialNumber: r.serial_number,
    line: r.line,
    maxSpeed: Number(r.max_speed),
  }))
}
