/** Login, logout, token refresh, password change and terms acceptance (spec 002 §7.4). */
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  accountStateSchema,
  changePasswordRequestSchema,
  okSchema,
  verifyTokenRequestSchema,
} from '../../../src/contract/account'
import { loginRequestSchema, sessionSchema } from '../../../src/contract/session'
import type { AppContext } from '../../context'
import { type Auth, currentUser, loadSessionUser, requireUser } from '../../http/auth'
import { unauthorized } from '../../http/errors'
import { idempotentWrite } from '../../http/idempotency'
import { decodeBase64, hashPassword, verifyPassword } from '../../services/account/crypto'
import { buildAccount, loadUserRow } from '../../services/account/session-builder'
import {
  createSession,
  findUserByLogin,
  revokeSession,
  revokeUserSessions,
  touchSession,
} from '../../services/account/sessions'
import { acceptTerms, setPasswordHash } from '../../services/account/settings'
import type { Api } from '../types'
import { type AccountLimiters, invalidCredentials, ownSession, passwordError, tags } from './shared'

const bearerToken = (request: FastifyRequest) =>
  /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1].trim() ?? null

export async function sessionRoutes(api: Api, ctx: AppContext, limiters: AccountLimiters) {
  api.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in with user (e-mail or username) and password, both base64-encoded',
        security: [],
        body: loginRequestSchema,
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      const login = decodeBase64(request.body.user, 'user')
      const password = decodeBase64(request.body.password, 'password')
      const keys = [`account:${login.trim().toLowerCase()}`, `address:${request.ip}`]
      limiters.login.check(keys)
      const user = await findUserByLogin(ctx.db, login)
      const valid = await verifyPassword(user?.passwordHash ?? null, password)
      if (!user || !valid) {
        limiters.login.record(keys)
        throw invalidCredentials()
      }
      // Terms are not checked here: the client shows the terms screen to such a session.
      return idempotentWrite(
        ctx.db,
        request,
        reply,
        async (tx) => {
          const token = await createSession(tx, user.id, {
            now: ctx.now(),
            ttlHours: ctx.env.SESSION_TTL_HOURS,
            userAgent: request.headers['user-agent'],
          })
          return { body: { token, ...(await buildAccount(tx, user.id)) } }
        },
        { sensitive: true, hashInput: () => ({ user: login.trim().toLowerCase() }) },
      )
    },
  )

  api.get(
    '/logout',
    {
      schema: { tags, summary: 'Revoke the current session', response: { 200: okSchema } },
      preValidation: requireUser(ownSession),
    },
    async (request, reply) => {
      const auth = request.auth as Extract<Auth, { kind: 'user' }>
      return idempotentWrite(ctx.db, request, reply, async (tx) => {
        await revokeSession(tx, auth.sessionId, ctx.now())
        return { body: { ok: true } }
      })
    },
  )

  api.post(
    '/verify-token',
    {
      schema: {
        tags,
        summary: 'Check the bearer (or body) token and answer the fresh session; renews its expiry',
        security: [],
        body: verifyTokenRequestSchema.nullish(),
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      let auth = request.auth
      let token = bearerToken(request)
      if (auth?.kind !== 'user' && request.body?.token) {
        token = request.body.token
        auth = await loadSessionUser(ctx.db, token, ctx.now())
      }
      if (auth?.kind !== 'user' || !token) throw unauthorized('The session is invalid or has expired')
      const { sessionId, user } = auth
      const sessionToken = token
      return idempotentWrite(
        ctx.db,
        request,
        reply,
        async (tx) => {
          await touchSession(tx, sessionId, ctx.now(), ctx.env.SESSION_TTL_HOURS)
          return { body: { token: sessionToken, ...(await buildAccount(tx, user.id)) } }
        },
        { sensitive: true, hashInput: () => null },
      )
    },
  )

  api.post(
    '/change_password',
    {
      schema: {
        tags,
        summary: 'Change the own password; signs out the other sessions',
        body: changePasswordRequestSchema,
        response: { 200: okSchema },
      },
      preValidation: requireUser({ ownSettings: true }),
    },
    async (request, reply) => {
      const user = currentUser(request)
      const auth = request.auth as Extract<Auth, { kind: 'user' }>
      const keys = [`password:${user.id}`]
      limiters.login.check(keys)
      const row = await loadUserRow(ctx.db, user.id)
      if (!(await verifyPassword(row.passwordHash, request.body.currentPassword))) {
        limiters.login.record(keys)
        throw passwordError('currentPassword', 'The current password is wrong')
      }
      const passwordHash = await hashPassword(request.body.newPassword)
      return idempotentWrite(
        ctx.db,
        request,
        reply,
        async (tx) => {
          await setPasswordHash(tx, user.id, passwordHash)
          await revokeUserSessions(tx, user.id, ctx.now(), auth.sessionId)
          return { body: { ok: true } }
        },
        { hashInput: () => null },
      )
    },
  )

  api.post(
    '/accept-terms-and-conditions',
    {
      schema: {
        tags,
        summary: 'Accept the terms of service (signed in)',
        body: z.unknown().optional(),
        response: { 200: accountStateSchema },
      },
      preValidation: requireUser(ownSession),
    },
    async (request, reply) => {
      const user = currentUser(request)
      return idempotentWrite(
        ctx.db,
        request,
        reply,
        async (tx) => {
          await acceptTerms(tx, user.id, ctx.now())
          const { user: sessionUser, userConfig } = await buildAccount(tx, user.id)
          return { body: { user: sessionUser, userConfig } }
        },
        { hashInput: () => null },
      )
    },
  )
}
