/**
 * Authentication and authorization. Every request with a bearer token is resolved once (onRequest)
 * to request.auth; each route declares who may call it (server/http/access.ts) and `authorize` checks
 * that declaration before anything else of the route runs. The server is
 * the authority: the client's role checks are display only (DESIGN.md "Who may call what").
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify'
import type { Db } from '../db/client'
import { apiKeys, sessions, userMachines, users } from '../db/schema'
import { hashToken } from '../lib/tokens'
import { type Access, type UserAccess, WRITE_METHODS } from './access'
import { displayTokenOf, loadDisplay } from './display-auth'
import { forbidden, HttpError, unauthorized } from './errors'
import type { AuthUser, DisplayAuth } from './principals'

export type Auth =
  | { kind: 'user'; user: AuthUser; sessionId: number }
  | { kind: 'apiKey'; apiKeyId: number; companyId: number; scopes: ReadonlySet<string> }
  | DisplayAuth

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null
    /** Why a bearer token was refused, when it names a session that was signed out (sessionRefusal). */
    sessionRefusal: HttpError | null
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+(.+)$/i.exec(header)
  return match ? match[1].trim() : null
}

export async function loadSessionUser(db: Db, token: string, now: Date): Promise<Auth | null> {
  // One round trip: every request pays for it, and on PGlite each query is a few hundred µs.
  const [row] = await db
    .select({
      session: sessions,
      user: users,
      machineIds: sql<
        number[] | null
      >`(select array_agg(${userMachines.machineId}) from ${userMachines} where ${userMachines.userId} = ${users.id})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.isActive, true),
      ),
    )
    .limit(1)
  if (!row) return null
  return {
    kind: 'user',
    sessionId: row.session.id,
    user: {
      id: row.user.id,
      companyId: row.user.companyId,
      plantId: row.user.plantId,
      email: row.user.email,
      username: row.user.username,
      roles: new Set(row.user.roles),
      hasAcceptedTos: row.user.hasAcceptedTos,
      machineIds: new Set((row.machineIds ?? []).map(Number)),
    },
  }
}

/**
 * The 401 for a bearer token that no longer opens a session. A session revoked by the server is a
 * password change (own or by a reset link, server/services/account/settings.ts and recovery.ts:
 * the only revocations a device can meet, since a logout drops the token on the device that made
 * it), answered PASSWORD_CHANGED so that device can say why it was signed out; anything else
 * (expired, unknown, a deactivated user) is the plain UNAUTHORIZED. Runs only on a refused token.
 */
export async function sessionRefusal(db: Db, token: string): Promise<HttpError> {
  const [row] = await db
    .select({ revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1)
  return row?.revokedAt
    ? unauthorized('Signed out: the password was changed on another device', 'PASSWORD_CHANGED')
    : unauthorized('The session is invalid or has expired')
}

/** API keys authenticate as "ApiKey clientId:secret" (or HTTP Basic with the same pair). */
async function loadApiKey(db: Db, request: FastifyRequest, now: Date): Promise<Auth | null> {
  const header = request.headers.authorization ?? ''
  let pair: string | null = null
  const apiKey = /^ApiKey\s+(.+)$/i.exec(header)
  const basic = /^Basic\s+(.+)$/i.exec(header)
  if (apiKey) pair = apiKey[1].trim()
  else if (basic) pair = Buffer.from(basic[1].trim(), 'base64').toString('utf8')
  if (!pair) return null
  const sep = pair.indexOf(':')
  if (sep < 1) return null
  const clientId = pair.slice(0, sep)
  const secret = pair.slice(sep + 1)
  const [key] = await db.select().from(apiKeys).where(eq(apiKeys.clientId, clientId)).limit(1)
  if (!key || key.revokedAt || (key.expiresAt && key.expiresAt <= now)) return null
  if (key.secretHash !== hashToken(secret)) return null
  // Recording last use is best effort, at most once a minute per key.
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > 60_000) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, key.id))
  }
  return { kind: 'apiKey', apiKeyId: key.id, companyId: key.companyId, scopes: new Set(key.scopes) }
}

export function installAuth(app: FastifyInstance, db: Db, now: () => Date) {
  app.decorateRequest('auth', null)
  app.decorateRequest('sessionRefusal', null)
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return
    const token = bearer(request)
    const displayToken = token ? null : displayTokenOf(request.headers.authorization)
    if (token) {
      request.auth = await loadSessionUser(db, token, now())
      if (!request.auth) request.sessionRefusal = await sessionRefusal(db, token)
    } else if (displayToken !== null) request.auth = await loadDisplay(db, displayToken, now())
    else if (request.headers.authorization) request.auth = await loadApiKey(db, request, now())
  })
}

export function currentUser(request: FastifyRequest): AuthUser {
  return currentSession(request).user
}

/** The signed-in session (its id: logout and password change act on it). */
export function currentSession(request: FastifyRequest): Extract<Auth, { kind: 'user' }> {
  if (request.auth?.kind !== 'user') throw request.sessionRefusal ?? unauthorized()
  return request.auth
}

/**
 * The line-side display of a `who: 'display'` route. No display token is a plain 401; an unknown or
 * malformed one is DISPLAY_TOKEN_INVALID and a revoked or expired one DISPLAY_REVOKED, so the
 * screen can tell "revoked" from "wrong code".
 */
export function currentDisplay(request: FastifyRequest): DisplayAuth & { refusal: null } {
  const auth = request.auth
  if (auth?.kind !== 'display') throw unauthorized('A display token is required')
  if (auth.refusal === 'DISPLAY_REVOKED')
    throw new HttpError(401, auth.refusal, 'This display link was revoked')
  if (auth.refusal) throw new HttpError(401, auth.refusal, 'The display token is not valid')
  return auth as DisplayAuth & { refusal: null }
}

export function currentApiKey(request: FastifyRequest): Extract<Auth, { kind: 'apiKey' }> {
  if (request.auth?.kind !== 'apiKey') throw unauthorized('A valid API key is required')
  return request.auth
}

function checkUser(request: FastifyRequest, rule: UserAccess) {
  const user = currentUser(request)
  if (!rule.allowWithoutTerms && !user.hasAcceptedTos) {
    throw new HttpError(403, 'TERMS_NOT_ACCEPTED', 'The terms of service must be accepted first')
  }
  if (rule.anyOf && !rule.anyOf.some((r) => user.roles.has(r))) throw forbidden()
  if (rule.allOf && !rule.allOf.every((r) => user.roles.has(r))) throw forbidden()
  if (
    !rule.ownSettings &&
    !rule.readOnly &&
    WRITE_METHODS.has(request.method) &&
    user.roles.has('ROLE_COMMERCIAL')
  ) {
    throw forbidden('Commercial role cannot update', 'COMMERCIAL_CANNOT_UPDATE')
  }
}

/**
 * onRequest hook of every route (server/http/route.ts): the declared access, checked before the body
 * is parsed. Public routes pass; handlers of public routes may still read request.auth.
 */
export function authorize(access: Access): onRequestHookHandler {
  return async (request: FastifyRequest) => {
    if (access.who === 'user') checkUser(request, access)
    else if (access.who === 'display') currentDisplay(request)
    else if (access.who === 'apiKey') {
      const auth = currentApiKey(request)
      if (!auth.scopes.has(access.scope)) throw forbidden(`The API key lacks the ${access.scope} scope`)
    }
  }
}
