import type { FieldError } from '@/contract/errors'

/**
 * Every failed API call rejects with an ApiError: the server's `{ error, message, errors }` body
 * with the HTTP status, or a NETWORK_ERROR (status 0) when no answer came back.
 */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly errors: FieldError[]
  /** The rest of the body: e.g. a rule's `reason` (403) or the `current` record of a 409. */
  readonly details: Record<string, unknown>

  constructor(
    status: number,
    code: string,
    message: string,
    errors: FieldError[] = [],
    details: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.errors = errors
    this.details = details
  }

  get isNetwork() {
    return this.status === 0
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** Builds an ApiError from whatever body a failed response carried. */
export function toApiError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const b = body as { error?: unknown; message?: unknown; errors?: unknown }
    const code = typeof b.error === 'string' ? b.error : `HTTP_${status}`
    const message = typeof b.message === 'string' ? b.message : code
    const errors = Array.isArray(b.errors) ? (b.errors as FieldError[]) : []
    const { error: _e, message: _m, errors: _f, ...details } = body as Record<string, unknown>
    return new ApiError(status, code, message, errors, details)
  }
  const text = typeof body === 'string' && body.length < 300 ? body : ''
  return new ApiError(status, `HTTP_${status}`, text || `HTTP ${status}`)
}

/** Any thrown value as an ApiError (network failures and bugs included), for display. */
export function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof TypeError) return new ApiError(0, 'NETWORK_ERROR', error.message)
  const message = error instanceof Error ? error.message : String(error)
  return new ApiError(0, 'CLIENT_ERROR', message)
}
