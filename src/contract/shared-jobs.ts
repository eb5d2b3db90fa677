/**
 * The wire of shared jobs (spec 002 §3.1, §7.1; issue 16): shared customers of the company, their
 * shared jobs, and each job's recipe as {alias, value} rows (the fields: shared-job-recipe.ts).
 * Paths: GET/POST /shared/customers, DELETE /shared/customers/{id}, GET /shared/customers/{id}/jobs,
 * POST /shared/jobs, DELETE /shared/jobs/{id}, GET/POST /shared/jobs/{id}/tags.
 */
import { z } from 'zod'
import { ACCOUNT_EMAIL_FORMAT } from './account'
import { CALIBRATION_NAME_MAX_LENGTH } from './shared-job-recipe'
import { dbIdSchema } from './wire'

/** Letters (any script), digits and spaces (spec 002 §5): customer names and job references. */
export const LETTERS_DIGITS_SPACES = /^[\p{L}\p{N} ]+$/u
/** Digits only (spec 002 §5): the customer's phone. */
export const DIGITS_ONLY = /^\d+$/
/** The e-mail format both sides check: the account forms' (a practical subset of RFC 5322). */
export const EMAIL_FORMAT = ACCOUNT_EMAIL_FORMAT

const lettersDigitsSpaces = (max: number) =>
  z.string().trim().min(1).max(max).regex(LETTERS_DIGITS_SPACES, 'letters, digits and spaces only')

export const sharedCustomerSummarySchema = z.object({ id: dbIdSchema, name: z.string() })
export type SharedCustomerSummary = z.infer<typeof sharedCustomerSummarySchema>
export const sharedCustomerListSchema = z.array(sharedCustomerSummarySchema)

export const sharedJobSummarySchema = z.object({ id: dbIdSchema, reference: z.string() })
export type SharedJobSummary = z.infer<typeof sharedJobSummarySchema>
export const sharedJobListSchema = z.array(sharedJobSummarySchema)

/** POST /shared/customers. isShared is sent as 1 (spec 002 §3.1). */
export const createSharedCustomerSchema = z.object({
  name: lettersDigitsSpaces(100),
  country: z.string().trim().min(1).max(100),
  address: z.string().trim().min(1).max(200),
  email: z.string().trim().min(1).max(254).regex(EMAIL_FORMAT, 'an e-mail address'),
  phone: z.string().trim().min(1).max(30).regex(DIGITS_ONLY, 'digits only'),
  isShared: z.literal(1).default(1),
})
export type CreateSharedCustomer = z.input<typeof createSharedCustomerSchema>

export const sharedCustomerSchema = z.object({
  id: dbIdSchema,
  name: z.string(),
  country: z.string(),
  address: z.string(),
  email: z.string(),
  phone: z.string(),
  isShared: z.number().int(),
})
export type SharedCustomer = z.infer<typeof sharedCustomerSchema>

/** POST /shared/jobs. */
export const createSharedJobSchema = z.object({
  reference: lettersDigitsSpaces(60),
  sharedCustomer: dbIdSchema,
  isShared: z.literal(1).default(1),
})
export type CreateSharedJob = z.input<typeof createSharedJobSchema>

export const sharedJobSchema = z.object({
  id: dbIdSchema,
  reference: z.string(),
  sharedCustomer: dbIdSchema,
  isShared: z.number().int(),
})
export type SharedJob = z.infer<typeof sharedJobSchema>

export const recipeRowSchema = z.object({
  alias: z.string().min(1).max(64),
  value: z.string().max(CALIBRATION_NAME_MAX_LENGTH),
})
export type RecipeRow = z.infer<typeof recipeRowSchema>

/**
 * GET /shared/jobs/{id}/tags: every field of the recipe (defaults for fields never saved). A job that
 * is not the caller company's is a 404; jobId stays nullable as the spec's answer allows (the screen
 * shows the accordion only for a non-null jobId).
 */
export const sharedJobConfigurationSchema = z.object({
  jobId: dbIdSchema.nullable(),
  configurations: z.array(recipeRowSchema),
})
export type SharedJobConfiguration = z.infer<typeof sharedJobConfigurationSchema>

/**
 * POST /shared/jobs/{id}/tags: the rows to store (upserted by alias). Each alias must be a recipe
 * field and each value valid for it (recipeValueProblem); otherwise a 400 naming rows.N.value and
 * the alias, and nothing is stored. jobId must match the path.
 */
export const saveSharedJobConfigurationSchema = z.object({
  jobId: dbIdSchema,
  rows: z.array(recipeRowSchema).min(1).max(200),
})
export type SaveSharedJobConfiguration = z.infer<typeof saveSharedJobConfigurationSchema>

/** DELETE answers: the text the screen shows as the success toast (spec 002 §7.1, §8.1). */
export const sharedDeleteResultSchema = z.object({ data: z.object({ message: z.string() }) })
export type SharedDeleteResult = z.infer<typeof sharedDeleteResultSchema>

/** Error codes of this area (the screen shows the server's message, else the §8.1 fallback). */
export const SHARED_CUSTOMER_EXISTS = 'CUSTOMER_ALREADY_EXISTS'
export const SHARED_JOB_EXISTS = 'JOB_ALREADY_EXISTS'
export const SHARED_CUSTOMER_HAS_JOBS = 'SHARED_CUSTOMER_HAS_JOBS'
