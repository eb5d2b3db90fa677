import type { Session } from '@/contract/session'
import { isRecord } from '@/lib/api/guards'

/**
 * Whether a verify-token answer is a session the app can run on. A hand-written check rather than
 * the contract's zod schema: it runs on every signed-in start (lib/api/guards.ts says why). It
 * checks what the shell reads before anything else (the token, the user's identity, roles and
 * terms, the configuration's machines and languages); the server validates the whole answer
 * against sessionSchema before sending it.
 */
export function isSessionAnswer(body: unknown): body is Session {
  if (!isRecord(body) || typeof body.token !== 'string') return false
  const { user, userConfig } = body
  return (
    isRecord(user) &&
    typeof user.userId === 'number' &&
    typeof user.email === 'string' &&
    Array.isArray(user.roles) &&
    user.roles.every((r) => isRecord(r) && typeof r.name === 'string') &&
    typeof user.hasAcceptedTos === 'boolean' &&
    typeof user.hasDarkMode === 'boolean' &&
    typeof user.language === 'string' &&
    isRecord(userConfig) &&
    Array.isArray(userConfig.machines) &&
    typeof userConfig.language === 'string'
  )
}
