/** The tools of machines (anilox rolls, plate cylinders, carriers, tapes): the codes decks may name. */
import { sql } from 'drizzle-orm'
import type { BoardTool } from '../../../src/contract/genius-board'
import { type ToolKind, toolKinds } from '../../../src/contract/genius-board-rules'
import type { DbOrTx } from '../../db/client'
import { num } from '../../db/sql-values'
import { inMachines } from '../production/machine-scope'

export async function machineTools(db: DbOrTx, machineIds: readonly number[]): Promise<BoardTool[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select machine_id, kind, code, description from plant_tools
    where ${inMachines(sql`machine_id`, machineIds)}
    order by machine_id, kind, code`)
  return rows.map((r) => ({
    machineId: num(r.machine_id),
    kind: String(r.kind) as ToolKind,
    code: String(r.code),
    description: String(r.description),
  }))
}

/** One machine's tool codes by kind, as the deck rules take them. */
export async function toolCodes(db: DbOrTx, machineId: number): Promise<Record<ToolKind, string[]>> {
  const codes = Object.fromEntries(toolKinds.map((k) => [k, [] as string[]])) as Record<ToolKind, string[]>
  for (const tool of await machineTools(db, [machineId])) codes[tool.kind].push(tool.code)
  return codes
}
