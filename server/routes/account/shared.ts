import type { z } from 'zod'
import type { AppContext } from '../../context'
import type { PublicAccess, UserAccess } from '../../http/access'
import { HttpError } from '../../http/errors'
import { findUnsafeInput } from '../../http/safe-input'
import { persistentSecret } from '../../lib/persistent-secret'
import { type AttemptLimiter, createAttemptLimiter } from '../../services/account/limiter/attempt-limiter'
import { createDeviceCookies, type DeviceCookies } from '../../services/account/limiter/device-cookie'
import { limiterPolicies } from '../../services/account/limiter/policies'
import { createRecoveryPace, type RecoveryPace } from '../../services/account/recovery-pace'

export const tags = ['account']

/**
 * Sign-in, password change, recovery and reset attempts are limited by the fair limiter, whose
 * counts live in the database (shared by instances, kept across restarts; ADR 025). The recovery
 * pace is only a timing estimate for answers about unknown accounts.
 */
export interface AccountLimiters {
  attempts: AttemptLimiter
  recoveryPace: RecoveryPace
  /** Signed device cookies: a browser the owner signed in from before (ADR 035). */
  devices: DeviceCookies
}

export function createLimiters(ctx: AppContext): AccountLimiters {
  return {
    attempts: createAttemptLimiter(ctx.db, limiterPolicies(ctx.env.LOGIN_RATE_LIMIT), ctx.now),
    recoveryPace: createRecoveryPace(),
    // The same key on every instance: derived from ANALYTICS_SECRET, or kept in DATA_DIR.
    devices: createDeviceCookies(
      persistentSecret({
        configured: ctx.env.ANALYTICS_SECRET,
        dataDir: ctx.env.DATA_DIR,
        purpose: 'device-cookie',
      }),
    ),
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
