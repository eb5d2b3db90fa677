import type { FieldError } from '../../src/contract/errors'

/** An error with an HTTP status and a code from the spec's catalogue; the error handler formats it. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldError[],
    /** Extra fields merged into the body (for example the current state on a 409). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message)
  }
}

export const badRequest = (field: string, message: string, code = 'invalid') =>
  new HttpError(400, 'VALIDATION_ERROR', message, [{ field, code, message }])
export const unauthorized = (message = 'Authentication required', code = 'UNAUTHORIZED') =>
  new HttpError(401, code, message)
export const forbidden = (message = 'Operation not allowed', code = 'FORBIDDEN') =>
  new HttpError(403, code, message)
export const notFound = (message = 'Not found', code = 'NOT_FOUND') => new HttpError(404, code, message)
export const conflict = (message: string, code = 'CONFLICT', extra?: Record<string, unknown>) =>
  new HttpError(409, code, message, undefined, extra)
/**
 * 429 RATE_LIMITED with the wait: the error handler sends it as Retry-After (seconds) and the body
 * carries it as `retryAfter` too (a cross-origin client cannot read Retry-After without CORS exposure).
 */
export const tooManyAttempts = (retryAfterMs: number) => {
  const retryAfter = Math.max(1, Math.ceil(retryAfterMs / 1000))
  return new HttpError(429, 'RATE_LIMITED', `Too many attempts, try again in ${retryAfter} s`, undefined, {
    retryAfter,
  })
}
export const machineNotAssigned = () =>
  new HttpError(403, 'MACHINE_NOT_ASSIGNED', 'Machine not assigned, ask your contact for access')
