/**
 * The machines the genius board prepares orders for, as its rules need them: the line (which
 * decides the form: decks, a recipe or nothing more), the number of decks and the material widths.
 */
import { type SQL, sql } from 'drizzle-orm'
import { type MachineSetup, machineSetup } from '../../../src/contract/genius-board-rules'
import type { MachineLineName } from '../../../src/contract/session'
import type { DbOrTx } from '../../db/client'
import { num, numOrNull } from '../../db/sql-values'
import { inMachines } from '../production/machine-scope'

export interface BoardMachineRow {
  id: number
  plantId: number
  name: string
  serialNumber: string
  hashCode: string
  line: MachineLineName
  setup: MachineSetup
  deckCount: number
  minWidth: number | null
  maxWidth: number | null
}

async function select(db: DbOrTx, where: SQL): Promise<BoardMachineRow[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select m.id, m.plant_id, m.name, m.serial_number, m.hash_code, l.name as line, m.max_num_deck,
           m.min_material_width, m.max_material_width
    from machines m
    join machine_models mm on mm.id = m.model_id
    join machine_lines l on l.id = mm.line_id
    where ${where}
    order by m.sort_order, m.id`)
  return rows.map((r) => {
    const line = String(r.line) as MachineLineName
    return {
      id: num(r.id),
      plantId: num(r.plant_id),
      name: String(r.name),
      serialNumber: String(r.serial_number),
      hashCode: String(r.hash_code),
      line,
      setup: machineSetup(line),
      deckCount: num(r.max_num_deck),
      minWidth: numOrNull(r.min_material_width),
      maxWidth: numOrNull(r.max_material_width),
    }
  })
}

/** The machines of these ids, in the plant's order (none for an empty list). */
export function boardMachines(db: DbOrTx, ids: readonly number[]): Promise<BoardMachineRow[]> {
  return select(db, inMachines(sql`m.id`, ids))
}

export async function boardMachine(db: DbOrTx, id: number): Promise<BoardMachineRow | null> {
  return (await boardMachines(db, [id]))[0] ?? null
}
