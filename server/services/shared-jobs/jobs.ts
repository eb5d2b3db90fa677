/**
 * Shared jobs of the company's shared customers (spec 002 §3.1, §7.1). A job belongs to the company
 * of its customer: another company's job or customer is answered like a missing one.
 *
 * References are unique per customer by the database (shared_jobs_reference_key): the insert does
 * nothing on a conflict and an empty answer is the 409. The customer's row is read with a KEY SHARE
 * lock before the insert, so a concurrent delete of the customer either waits for the new job (and
 * then refuses: customers.ts) or has already removed the customer (then this is the 400 below).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { createSharedJobSchema, SharedJob, SharedJobSummary } from '../../../src/contract/shared-jobs'
import type { DbOrTx, Tx } from '../../db/client'
import { sharedCustomers, sharedJobs } from '../../db/schema'
import { badRequest, HttpError, notFound } from '../../http/errors'
import { findCustomer, requireCustomer } from './customers'

const jobNotFound = () => notFound('Shared job not found')

/** The customer's jobs by reference (case folded, then as written); 404 for another company's. */
export async function listJobs(
  db: DbOrTx,
  companyId: number,
  customerId: number,
): Promise<SharedJobSummary[]> {
  await requireCustomer(db, companyId, customerId)
  return db
    .select({ id: sharedJobs.id, reference: sharedJobs.reference })
    .from(sharedJobs)
    .where(eq(sharedJobs.sharedCustomerId, customerId))
    .orderBy(asc(sql`lower(${sharedJobs.reference})`), asc(sharedJobs.reference), asc(sharedJobs.id))
}

/**
 * The company's job, or 404. With `lock`, its row stays KEY SHARE locked until the transaction
 * ends (a recipe being saved keeps the job from being deleted under it).
 */
export async function requireJob(db: DbOrTx, companyId: number, id: number, lock = false) {
  const query = db
    .select({ id: sharedJobs.id, reference: sharedJobs.reference })
    .from(sharedJobs)
    .innerJoin(sharedCustomers, eq(sharedCustomers.id, sharedJobs.sharedCustomerId))
    .where(and(eq(sharedJobs.id, id), eq(sharedCustomers.companyId, companyId)))
  const [row] = lock ? await query.for('key share', { of: sharedJobs }) : await query
  if (!row) throw jobNotFound()
  return row
}

export async function createJob(
  tx: Tx,
  companyId: number,
  input: z.output<typeof createSharedJobSchema>,
): Promise<SharedJob> {
  const customer = await findCustomer(tx, companyId, input.sharedCustomer, 'key share')
  if (!customer) {
    throw badRequest('sharedCustomer', `No shared customer with id ${input.sharedCustomer}`, 'unknown')
  }
  const [row] = await tx
    .insert(sharedJobs)
    .values({ sharedCustomerId: customer.id, reference: input.reference, isShared: input.isShared })
    .onConflictDoNothing({ target: [sharedJobs.sharedCustomerId, sharedJobs.reference] })
    .returning()
  if (!row) {
    const message = `${customer.name} already has a shared job with reference ${input.reference}`
    throw new HttpError(409, 'JOB_ALREADY_EXISTS', message, [
      { field: 'reference', code: 'duplicate', message },
    ])
  }
  return {
    id: row.id,
    reference: row.reference,
    sharedCustomer: row.sharedCustomerId,
    isShared: row.isShared,
  }
}

/** Deletes the company's job with its recipe (the tags cascade); its reference goes into the message. */
export async function deleteJob(tx: Tx, companyId: number, id: number): Promise<string> {
  const ofCompany = tx
    .select({ id: sharedCustomers.id })
    .from(sharedCustomers)
    .where(eq(sharedCustomers.companyId, companyId))
  const [row] = await tx
    .delete(sharedJobs)
    .where(and(eq(sharedJobs.id, id), inArray(sharedJobs.sharedCustomerId, ofCompany)))
    .returning({ reference: sharedJobs.reference })
  if (!row) throw jobNotFound()
  return `Shared Job ${row.reference} deleted successfully`
}
