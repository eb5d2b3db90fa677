/** Customers, operators and jobs arrive by name from the machine; unknown ones are created. */
import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import * as t from '../../db/schema'

export async function customerId(tx: Tx, plantId: number, name: string): Promise<number> {
  const [created] = await tx
    .insert(t.customers)
    .values({ plantId, name })
    .onConflictDoNothing()
    .returning({ id: t.customers.id })
  if (created) return created.id
  const [row] = await tx
    .select({ id: t.customers.id })
    .from(t.customers)
    .where(and(eq(t.customers.plantId, plantId), eq(t.customers.name, name)))
  return row.id
}

export async function operatorId(tx: Tx, plantId: number, name: string): Promise<number> {
  const [created] = await tx
    .insert(t.operators)
    .values({ plantId, name })
    .onConflictDoNothing()
    .returning({ id: t.operators.id })
  if (created) return created.id
  const [row] = await tx
    .select({ id: t.operators.id })
    .from(t.operators)
    .where(and(eq(t.operators.plantId, plantId), eq(t.operators.name, name)))
  return row.id
}

export async function jobId(
  tx: Tx,
  plantId: number,
  job: {
    reference: string
    customerId: number
    materialId: number
    width: number
    format: number | null
    numColor: number | null
  },
): Promise<number> {
  const [existing] = await tx
    .select({ id: t.jobs.id })
    .from(t.jobs)
    .where(and(eq(t.jobs.plantId, plantId), eq(t.jobs.reference, job.reference)))
  if (existing) return existing.id
  const [created] = await tx
    .insert(t.jobs)
    .values({ plantId, ...job })
    .returning({ id: t.jobs.id })
  return created.id
}
