/** Login, logout, token refresh, password change and terms acceptance (spec 002 §7.4). */
import { z } from 'zod'
import {
  accountStateSchema,
  changePasswordRequestSchema,
  okSchema,
  verifyTokenRequestSchema,
} from '../../../src/contract/account'
import { loginRequestSchema, sessionSchema } from '../../../src/contract/session'
import type { AppContext } from '../../context'
import { publicAccess } from '../../http/access'
import type { Api } from '../../http/api'
import { currentSession, loadSessionUser, sessionRefusal } from '../../http/auth'
import { unauthorized } from '../../http/errors'
import { defineWrite } from '../../http/route'
import { checkPasswordChange, checkSignIn } from '../../services/account/credentials'
import { buildAccount } from '../../services/account/session-builder'
import { createSession, endSession, touchSession } from '../../services/account/sessions'
import { acceptTerms, replacePassword } from '../../services/account/settings'
import { type AccountLimiters, ownSession, ownSettings, tags } from './shared'

const bearerToken = (authorization: string | undefined) =>
  /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1].trim() ?? null

export async function sessionRoutes(api: Api, ctx: AppContext, limiters: AccountLimiters) {
  // Terms are not checked at sign-in: the client shows the terms screen to such a session.
  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/login',
    access: publicAccess,
    errors: [401, 429],
    schema: {
      tags,
      summary: 'Sign in with user (e-mail or username) and password, both base64-encoded',
      body: loginRequestSchema,
      response: { 200: sessionSchema },
    },
    prepare: ({ body, request }) =>
      checkSignIn(ctx.db, limiters.attempts, {
        ...body,
        address: request.ip,
        deviceOf: (userId) => limiters.devices.deviceOf(request.headers.cookie, userId, ctx.now()),
      }),
    write: async (tx, { request }, { user }) => {
      const now = ctx.now()
      const token = await createSession(tx, user.id, {
        now,
        ttlHours: ctx.env.SESSION_TTL_HOURS,
        userAgent: request.headers['user-agent'],
      })
      // The device cookie (ADR 035): this browser is one the owner signed in from, on any address.
      // Not stored with the Idempotency-Key: the answer is `sensitive`.
      const secure = request.protocol === 'https' || ctx.env.PUBLIC_URL.startsWith('https:')
      return {
        body: { token, ...(await buildAccount(tx, user.id)) },
        headers: { 'Set-Cookie': limiters.devices.issue(request.headers.cookie, user.id, now, secure) },
      }
    },
    idempotency: {
      sensitive: true,
      hashInput: ({ body }) => ({ user: body.user }),
    },
  })

  defineWrite(api, ctx.db, {
    method: 'GET',
    url: '/logout',
    access: ownSession,
    schema: { tags, summary: 'End the current session', response: { 200: okSchema } },
    write: async (tx, { request }) => {
      await endSession(tx, currentSession(request).sessionId)
      return { body: { ok: true } }
    },
  })

  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/verify-token',
    // Public: the token may come in the body instead of the Authorization header.
    access: publicAccess,
    errors: [401],
    schema: {
      tags,
      summary: 'Check the bearer (or body) token and answer the fresh session; renews its expiry',
      body: verifyTokenRequestSchema.nullish(),
      response: { 200: sessionSchema },
    },
    prepare: async ({ request, body }) => {
      const fromHeader = request.auth?.kind === 'user'
      const header = bearerToken(request.headers.authorization)
      // A refused bearer and no body token: still that token, so the 401 can say why (sessionRefusal).
      const token = fromHeader ? header : (body?.token ?? header)
      const auth = fromHeader ? request.auth : token ? await loadSessionUser(ctx.db, token, ctx.now()) : null
      if (auth?.kind !== 'user' || !token) {
        throw token
          ? await sessionRefusal(ctx.db, token)
          : unauthorized('The session is invalid or has expired')
      }
      return { auth, token }
    },
    write: async (tx, _call, { auth, token }) => {
      await touchSession(tx, auth.sessionId, ctx.now(), ctx.env.SESSION_TTL_HOURS)
      return { body: { token, ...(await buildAccount(tx, auth.user.id)) } }
    },
    idempotency: { sensitive: true, hashInput: () => null },
  })

  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/change_password',
    access: ownSettings,
    errors: [429],
    schema: {
      tags,
      summary: 'Change the own password; signs out the other sessions',
      body: changePasswordRequestSchema,
      response: { 200: okSchema },
    },
    prepare: ({ user, body }) => checkPasswordChange(ctx.db, limiters.attempts, { userId: user.id, ...body }),
    write: async (tx, { user, request }, passwordHash) => {
      await replacePassword(tx, user.id, passwordHash, {
        now: ctx.now(),
        keepSessionId: currentSession(request).sessionId,
      })
      return { body: { ok: true } }
    },
    // The body holds passwords: no hash of it is kept (server/http/idempotency.ts says why).
    idempotency: { hashInput: () => null },
  })

  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/accept-terms-and-conditions',
    access: ownSession,
    schema: {
      tags,
      summary: 'Accept the terms of service (signed in)',
      body: z.unknown().optional(),
      response: { 200: accountStateSchema },
    },
    write: async (tx, { user }) => {
      await acceptTerms(tx, user.id, ctx.now())
      const { user: sessionUser, userConfig } = await buildAccount(tx, user.id)
      return { body: { user: sessionUser, userConfig } }
    },
    idempotency: { hashInput: () => null },
  })
}
