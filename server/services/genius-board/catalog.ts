/**
 * GET /genius-board/catalog: what the order form offers, for the user's machines only: the machines
 * with their set-up, the plant's inks and materials, the machines' tools, the company's shared jobs
 * (recipes for laminating and coating machines) and customer names as suggestions (those of orders
 * on the user's machines, the selectors' rule: DESIGN.md "own machines only").
 */
import { sql } from 'drizzle-orm'
import type { BoardCatalog } from '../../../src/contract/genius-board'
import type { DbOrTx } from '../../db/client'
import { num } from '../../db/sql-values'
import { listCustomers } from '../plant/people'
import { assignedMachineIds } from '../production/machine-scope'
import { boardMachines } from './board-machines'
import { machineTools } from './tools'

type Row = Record<string, unknown>
interface CatalogUser {
  companyId: number
  machineIds: ReadonlySet<number>
}

export async function boardCatalog(db: DbOrTx, user: CatalogUser): Promise<BoardCatalog> {
  const ids = assignedMachineIds(user)
  const [machines, inks, materials, tools, recipes, customers] = await Promise.all([
    boardMachines(db, ids),
    db.execute<Row>(sql`select id, name, hex from inks order by id`),
    db.execute<Row>(sql`select id, name from materials order by id`),
    machineTools(db, ids),
    db.execute<Row>(sql`
      select j.id, j.reference, c.name as customer
      from shared_jobs j join shared_customers c on c.id = j.shared_customer_id
      where c.company_id = ${user.companyId}::int
      order by c.name, j.reference, j.id`),
    listCustomers(db, user),
  ])
  return {
    machines: machines.map(({ id, name, line, setup, deckCount, minWidth, maxWidth }) => ({
      id,
      name,
      line,
      setup,
      deckCount,
      minWidth,
      maxWidth,
    })),
    inks: inks.rows.map((r) => ({ id: num(r.id), name: String(r.name), hex: String(r.hex) })),
    materials: materials.rows.map((r) => ({ id: num(r.id), name: String(r.name) })),
    tools,
    recipes: recipes.rows.map((r) => ({
      id: num(r.id),
      reference: String(r.reference),
      customer: String(r.customer),
    })),
    customers: [...new Set(customers.map((c) => c.name))],
  }
}
