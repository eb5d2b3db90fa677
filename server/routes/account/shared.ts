import type { AppContext } from '../../context'
import type { UserAccess } from '../../http/access'
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
