/**
 * Customers and operators of the user's plant, for the historical filters. The plant is the
 * user's own; a user without one sees the plants of their assigned machines.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { NamedEntity } from '../../../src/contract/plant'
import type { DbOrTx } from '../../db/client'
import { customers, machines, operators } from '../../db/schema'
import type { AuthUser } from '../../http/auth'

function plantScope(user: AuthUser, plantColumn: typeof customers.plantId | typeof operators.plantId) {
  if (user.plantId !== null) return eq(plantColumn, user.plantId)
  const machineIds = [...user.machineIds]
  if (machineIds.length === 0) return undefined
  return inArray(
    plantColumn,
    sql`(select ${machines.plantId} from ${machines} where ${inArray(machines.id, machineIds)})`,
  )
}

export async function listCustomers(db: DbOrTx, user: AuthUser): Promise<NamedEntity[]> {
  const scope = plantScope(user, customers.plantId)
  if (!scope) return []
  return db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(scope)
    .orderBy(asc(customers.name), asc(customers.id))
}

export async function listOperators(db: DbOrTx, user: AuthUser): Promise<NamedEntity[]> {
  const scope = plantScope(user, operators.plantId)
  if (!scope) return []
  return db
    .select({ id: operators.id, name: operators.name })
    .from(operators)
    .where(scope)
    .orderBy(asc(operators.name), asc(operators.id))
}
