import type { z } from 'zod'
import type { AppContext } from '../../context'
import { HttpError } from '../../http/errors'
import { SlidingWindowLimiter } from '../../services/account/rate-limit'

export const tags = ['account']

/** Login and recovery attempts are limited per account name and per client address. */
export interface AccountLimiters {
  login: SlidingWindowLimiter
  recovery: SlidingWindowLimiter
}

export function createLimiters(ctx: AppContext): AccountLimiters {
  return {
    login: new SlidingWindowLimiter(ctx.env.LOGIN_RATE_LIMIT, ctx.now),
    recovery: new SlidingWindowLimiter(ctx.env.LOGIN_RATE_LIMIT, ctx.now),
  }
}

export const passwordError = (field: string, message: string) =>
  new HttpError(400, 'PASSWORD_ERROR', message, [{ field, code: 'PASSWORD_ERROR', message }])

export const invalidCredentials = () =>
  new HttpError(401, 'INVALID_CREDENTIALS', 'Wrong user or password', [
    { field: 'user', code: 'INVALID_CREDENTIALS', message: 'Wrong user or password' },
    { field: 'password', code: 'INVALID_CREDENTIALS', message: 'Wrong user or password' },
  ])

/*
 * Routes attach requireUser as preValidation (not preHandler) so a caller without a session gets
 * its 401 before any 400 about its body.
 */

/** Settings a user may write without having accepted the terms, and that ROLE_COMMERCIAL may write. */
export const ownSession = { allowWithoutTerms: true, ownSettings: true } as const
export const ownSettings = { ownSettings: true } as const

/** Validates a body that no route schema could check (multipart): a 400 naming every bad field. */
export function parseBody<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const errors = parsed.error.issues.map((i) => ({
    field: i.path.join('.') || 'body',
    code: i.code,
    message: i.message,
  }))
  return throwValidation(errors)
}

function throwValidation(errors: { field: string; code: string; message: string }[]): never {
  throw new HttpError(400, 'VALIDATION_ERROR', `${errors[0].field}: ${errors[0].message}`, errors)
}

/** Content-Disposition for a download, with an ASCII fallback name and the exact UTF-8 one. */
export function attachment(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}
