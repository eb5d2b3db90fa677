/** Public password-recovery and welcome calls, driven by a reset token (spec 002 §2.6-2.7, §7.4). */
import {
  checkTokenResponseSchema,
  okSchema,
  recoverAccountRequestSchema,
  termsAcceptedSchema,
  welcomeChangePasswordRequestSchema,
  welcomeTokenRequestSchema,
} from '../../../src/contract/account'
import { passwordSchema } from '../../../src/contract/session'
import type { AppContext } from '../../context'
import { HttpError } from '../../http/errors'
import { idempotentWrite } from '../../http/idempotency'
import { decodeBase64, hashPassword } from '../../services/account/crypto'
import { peekToken } from '../../services/account/one-time-tokens'
import { resetPassword, sendRecoveryMail } from '../../services/account/recovery'
import { loadUserRow } from '../../services/account/session-builder'
import { findUserByLogin } from '../../services/account/sessions'
import { acceptTerms } from '../../services/account/settings'
import type { Api } from '../types'
import { type AccountLimiters, passwordError, tags } from './shared'

const mailNotFound = () =>
  new HttpError(404, 'MAIL_NOT_FOUND', 'Mail not found, check the address', [
    { field: 'username', code: 'MAIL_NOT_FOUND', message: 'No account with this name or e-mail' },
  ])

export async function welcomeRoutes(api: Api, ctx: AppContext, limiters: AccountLimiters) {
  api.post(
    '/welcome/check-token',
    {
      schema: {
        tags,
        summary: 'Check a password-reset token (base64); answers whether its user accepted the terms',
        security: [],
        body: welcomeTokenRequestSchema,
        response: { 200: checkTokenResponseSchema },
      },
    },
    async (request) => {
      const token = decodeBase64(request.body.token, 'token')
      const user = await loadUserRow(ctx.db, await peekToken(ctx.db, token, 'password_reset', ctx.now()))
      return { hasAcceptedTos: user.hasAcceptedTos, email: user.email }
    },
  )

  api.post(
    '/welcome/accept-terms-and-conditions',
    {
      schema: {
        tags,
        summary: 'Accept the terms with a password-reset token (base64); the token stays usable',
        security: [],
        body: welcomeTokenRequestSchema,
        response: { 200: termsAcceptedSchema },
      },
    },
    async (request, reply) => {
      const token = decodeBase64(request.body.token, 'token')
      return idempotentWrite(ctx.db, request, reply, async (tx) => {
        const userId = await peekToken(tx, token, 'password_reset', ctx.now())
        await acceptTerms(tx, userId, ctx.now())
        return { body: { hasAcceptedTos: true } }
      })
    },
  )

  api.post(
    '/welcome/change-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset token (both base64); single use, signs out everywhere',
        security: [],
        body: welcomeChangePasswordRequestSchema,
        response: { 200: okSchema },
      },
    },
    async (request, reply) => {
      const token = decodeBase64(request.body.token, 'token')
      const password = decodeBase64(request.body.password, 'password')
      if (!passwordSchema.safeParse(password).success) {
        throw passwordError('password', 'Passwords must be at least 8 characters long')
      }
      const passwordHash = await hashPassword(password)
      return idempotentWrite(
        ctx.db,
        request,
        reply,
        async (tx) => {
          await resetPassword(tx, token, passwordHash, ctx.now())
          return { body: { ok: true } }
        },
        { hashInput: () => ({ token }) },
      )
    },
  )

  api.post(
    '/welcome/send-recover-account-email',
    {
      schema: {
        tags,
        summary: 'Mail a password-reset link (valid 1 hour) to the account named by e-mail or username',
        security: [],
        body: recoverAccountRequestSchema,
        response: { 200: okSchema },
      },
    },
    async (request, reply) => {
      const name = request.body.username
      const keys = [`account:${name.toLowerCase()}`, `address:${request.ip}`]
      // Every request counts (successful ones send mail), so the limit also stops mail flooding.
      limiters.recovery.check(keys)
      limiters.recovery.record(keys)
      const user = await findUserByLogin(ctx.db, name)
      if (!user) throw mailNotFound()
      return idempotentWrite(ctx.db, request, reply, async (tx) => {
        await sendRecoveryMail(tx, user, {
          now: ctx.now(),
          publicUrl: ctx.env.PUBLIC_URL,
          mailer: ctx.mailer,
        })
        return { body: { ok: true } }
      })
    },
  )
}
