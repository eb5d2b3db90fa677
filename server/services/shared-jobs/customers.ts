/**
 * Shared customers of the caller's company (spec 002 §3.1, §7.1). Every read and write is scoped by
 * company: another company's customer is answered exactly like one that does not exist (404), so
 * ids never tell what other companies hold.
 *
 * Names are unique per company by the database (shared_customers_name_key): the insert does nothing
 * on a conflict and an empty answer is the 409, so two simultaneous creations cannot both win.
 * A customer is deleted only without jobs: its row is locked (FOR UPDATE) before the jobs are
 * counted, and a job insert takes a KEY SHARE lock on it first (jobs.ts), so the count cannot go
 * stale; the foreign key (no cascade) is the last guard.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  createSharedCustomerSchema,
  SharedCustomer,
  SharedCustomerSummary,
} from '../../../src/contract/shared-jobs'
import type { DbOrTx, Tx } from '../../db/client'
import { sharedCustomers, sharedJobs } from '../../db/schema'
import { HttpError, notFound } from '../../http/errors'

export const CUSTOMER_HAS_JOBS_MESSAGE =
  "Failed to delete the shared Customer. Make sure this customer doesn't have any shared jobs associated."

const customerNotFound = () => notFound('Shared customer not found')

/** The screen's order: by name, case folded, then as written (the same on Postgres and PGlite). */
const byName = [asc(sql`lower(${sharedCustomers.name})`), asc(sharedCustomers.name), asc(sharedCustomers.id)]

export async function listCustomers(db: DbOrTx, companyId: number): Promise<SharedCustomerSummary[]> {
  return db
    .select({ id: sharedCustomers.id, name: sharedCustomers.name })
    .from(sharedCustomers)
    .where(eq(sharedCustomers.companyId, companyId))
    .orderBy(...byName)
}

type Lock = 'update' | 'key share'

/** The company's customer, or 404; `lock` holds its row until the transaction ends. */
export async function findCustomer(db: DbOrTx, companyId: number, id: number, lock?: Lock) {
  const query = db
    .select()
    .from(sharedCustomers)
    .where(and(eq(sharedCustomers.id, id), eq(sharedCustomers.companyId, companyId)))
  const [row] = lock ? await query.for(lock) : await query
  return row
}

export async function requireCustomer(db: DbOrTx, companyId: number, id: number, lock?: Lock) {
  const row = await findCustomer(db, companyId, id, lock)
  if (!row) throw customerNotFound()
  return row
}

const wireOf = (row: typeof sharedCustomers.$inferSelect): SharedCustomer => ({
  id: row.id,
  name: row.name,
  country: row.country,
  address: row.address,
  email: row.email,
  phone: row.phone,
  isShared: row.isShared,
})

export async function createCustomer(
  tx: Tx,
  companyId: number,
  input: z.output<typeof createSharedCustomerSchema>,
): Promise<SharedCustomer> {
  const [row] = await tx
    .insert(sharedCustomers)
    .values({ companyId, ...input })
    .onConflictDoNothing({ target: [sharedCustomers.companyId, sharedCustomers.name] })
    .returning()
  if (!row) {
    const message = `A shared customer named ${input.name} already exists`
    throw new HttpError(409, 'CUSTOMER_ALREADY_EXISTS', message, [
      { field: 'name', code: 'duplicate', message },
    ])
  }
  return wireOf(row)
}

/** Deletes a customer without jobs; its name goes into the answer's message. */
export async function deleteCustomer(tx: Tx, companyId: number, id: number): Promise<string> {
  const customer = await requireCustomer(tx, companyId, id, 'update')
  const [{ jobs }] = await tx
    .select({ jobs: count() })
    .from(sharedJobs)
    .where(eq(sharedJobs.sharedCustomerId, customer.id))
  if (jobs > 0) throw new HttpError(409, 'SHARED_CUSTOMER_HAS_JOBS', CUSTOMER_HAS_JOBS_MESSAGE)
  await tx.delete(sharedCustomers).where(eq(sharedCustomers.id, customer.id))
  return `Shared Customer ${customer.name} deleted successfully`
}
