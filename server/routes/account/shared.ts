import type { z } from 'zod'
import type { AppContext } from '../../context'
import type { PublicAccess, UserAccess } from '../../http/access'
import { HttpError } from '../../http/errors'
import { findUnsafeInput } from '../../http/safe-input'
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

/** The caller's own account: writes that ROLE_COMMERCIAL may make too (DESIGN.md). */
export const ownSettings = {
  who: 'user',
  area: 'own-account',
  ownSettings: true,
} as const satisfies UserAccess
/** ...and that a user who has not accepted the terms may still call (the terms screen's own calls). */
export const ownSession = { ...ownSettings, allowWithoutTerms: true } as const satisfies UserAccess
/** Sign-in, recovery and the other calls made before there is a session. */
export const publicAccess = { who: 'public', area: 'public' } as const satisfies PublicAccess

/** Validates a body that no route schema could check (multipart): a 400 naming every bad field. */
export function parseBody<T>(schema: z.ZodType<T>, value: unknown): T {
  const unsafe = findUnsafeInput(value, 'body')
  if (unsafe) throw unsafe
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
