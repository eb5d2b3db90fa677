import { z } from 'zod'

/** Body of every non-2xx answer of the API (DESIGN.md "Rules of the API"). */
export const fieldErrorSchema = z.object({
  field: z.string(),
  code: z.string(),
  message: z.string(),
})

export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
})

export type FieldError = z.infer<typeof fieldErrorSchema>
export type ApiError = z.infer<typeof apiErrorSchema>

/** Error codes the server answers with; the client translates each one. */
export const errorCodes = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  /**
   * 401 to a session signed out by a password change (made on another device, or by a reset link):
   * the device says why on the sign-in page (issue 44 item 8).
   */
  'PASSWORD_CHANGED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'COMMERCIAL_CANNOT_UPDATE',
  'MACHINE_NOT_ASSIGNED',
  'USER_WITHOUT_MACHINES',
  'ORDER_NOT_FOUND',
  'ORDER_TOO_LONG',
  'NOT_FOUND',
  'CONFLICT',
  'VERSION_CONFLICT',
  /** A maintenance rule refused the change (docs/decisions/015); the body's `reason` says which. */
  'MAINTENANCE_RULE',
  'IDEMPOTENCY_KEY_IN_USE',
  'IDEMPOTENCY_KEY_REUSED',
  'PAYLOAD_TOO_LARGE',
  /** 429, with `retryAfter` (seconds) in the body as in the Retry-After header (docs/decisions/025). */
  'RATE_LIMITED',
  'TERMS_NOT_ACCEPTED',
  'INVALID_TOKEN',
  'PASSWORD_ERROR',
  /** The spec's catalogue; this server never answers it (no account enumeration, docs/decisions/025). */
  'MAIL_NOT_FOUND',
  'MAIL_NOT_SENT',
  'MAX_API_KEYS',
  /** Shared jobs and the genius board (spec 002 §8.4): uniqueness kept by the database. */
  'CUSTOMER_ALREADY_EXISTS',
  'JOB_ALREADY_EXISTS',
  'SHARED_CUSTOMER_HAS_JOBS',
  'ORDER_REFERENCE_EXISTS',
  /** A prepared order can no longer be changed that way (already at the machine, started, cancelled). */
  'PREPARED_ORDER_STATE',
  /** 409: a work order is done only with every required procedure step answered; `missing` lists them. */
  'PROCEDURE_INCOMPLETE',
  /** 409: a step's answer was changed by someone else since the device showed it; `current`, `stepId`. */
  'ANSWER_CONFLICT',
  /** 422: a sign-off's password was not the signer's; nothing was stored (docs/decisions/047). */
  'SIGNOFF_REFUSED',
  'INTERNAL_ERROR',
] as const
export type ErrorCode = (typeof errorCodes)[number]
