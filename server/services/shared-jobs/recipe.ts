/**
 * A shared job's recipe (spec 002 §3.1, §7.1): {alias, value} rows in shared_job_tags. Read, it is
 * every field of the contract's table in its order, the stored value or else the field's default
 * (a new job starts at the defaults). Saved, the rows are checked first (recipe-rows.ts: one 400
 * with every bad row, nothing stored), then upserted by alias in the write's transaction. Values
 * are stored exactly as sent: a decimal comma stays a comma (the machine's format).
 */
import { eq, sql } from 'drizzle-orm'
import { recipeFields } from '../../../src/contract/shared-job-recipe'
import type { RecipeRow, SharedJobConfiguration } from '../../../src/contract/shared-jobs'
import type { DbOrTx, Tx } from '../../db/client'
import { sharedJobTags } from '../../db/schema'
import { badRequest, HttpError } from '../../http/errors'
import { requireJob } from './jobs'
import { recipeRowErrors } from './recipe-rows'

async function configurationOf(db: DbOrTx, jobId: number): Promise<SharedJobConfiguration> {
  const stored = await db
    .select({ alias: sharedJobTags.alias, value: sharedJobTags.value })
    .from(sharedJobTags)
    .where(eq(sharedJobTags.jobId, jobId))
  const byAlias = new Map(stored.map((r) => [r.alias, r.value]))
  return {
    jobId,
    configurations: recipeFields.map((f) => ({ alias: f.alias, value: byAlias.get(f.alias) ?? f.default })),
  }
}

/** The company's job's full recipe (404 for another company's job). */
export async function readRecipe(db: DbOrTx, companyId: number, jobId: number) {
  const job = await requireJob(db, companyId, jobId)
  return configurationOf(db, job.id)
}

export async function saveRecipe(
  tx: Tx,
  companyId: number,
  pathJobId: number,
  body: { jobId: number; rows: RecipeRow[] },
): Promise<SharedJobConfiguration> {
  if (body.jobId !== pathJobId) {
    throw badRequest('jobId', `jobId ${body.jobId} is not the job of the path (${pathJobId})`, 'mismatch')
  }
  const job = await requireJob(tx, companyId, pathJobId, true)
  const errors = recipeRowErrors(body.rows)
  if (errors.length) {
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : ''
    throw new HttpError(400, 'VALIDATION_ERROR', `${errors[0].message}${more}`, errors)
  }
  await tx
    .insert(sharedJobTags)
    .values(body.rows.map((r) => ({ jobId: job.id, alias: r.alias, value: r.value })))
    .onConflictDoUpdate({
      target: [sharedJobTags.jobId, sharedJobTags.alias],
      set: { value: sql`excluded.value` },
    })
  return configurationOf(tx, job.id)
}
