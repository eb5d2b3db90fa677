/** Public password-recovery and welcome calls, driven by a reset token (spec 002 §2.6-2.7, §7.4). */
import {
  checkTokenResponseSchema,
  okSchema,
  recoverAccountRequestSchema,
  termsAcceptedSchema,
  welcomeChangePasswordRequestSchema,
  welcomeTokenRequestSchema,
} from '../../../src/contract/account'
import type { AppContext } from '../../context'
import { publicAccess } from '../../http/access'
import type { Api } from '../../http/api'
import { defineRoute, defineWrite } from '../../http/route'
import { prepareReset } from '../../services/account/credentials'
import { decodeBase64 } from '../../services/account/crypto'
import { peekToken } from '../../services/account/one-time-tokens'
import {
  checkRecoveryRequest,
  imitateRecoveryMail,
  resetPassword,
  sendRecoveryMail,
} from '../../services/account/recovery'
import { loadUserRow } from '../../services/account/session-builder'
import { acceptTerms } from '../../services/account/settings'
import { type AccountLimiters, tags } from './shared'

export async function welcomeRoutes(api: Api, ctx: AppContext, limiters: AccountLimiters) {
  defineRoute(api, {
    method: 'POST',
    url: '/welcome/check-token',
    access: publicAccess,
    schema: {
      tags,
      summary: 'Check a password-reset token (base64); answers whether its user accepted the terms',
      body: welcomeTokenRequestSchema,
      response: { 200: checkTokenResponseSchema },
    },
    handle: async ({ body }) => {
      const token = decodeBase64(body.token, 'token')
      const user = await loadUserRow(ctx.db, await peekToken(ctx.db, token, 'password_reset', ctx.now()))
      return { hasAcceptedTos: user.hasAcceptedTos, email: user.email }
    },
  })

  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/welcome/accept-terms-and-conditions',
    access: publicAccess,
    schema: {
      tags,
      summary: 'Accept the terms with a password-reset token (base64); the token stays usable',
      body: welcomeTokenRequestSchema,
      response: { 200: termsAcceptedSchema },
    },
    prepare: ({ body }) => decodeBase64(body.token, 'token'),
    write: async (tx, _call, token) => {
      const userId = await peekToken(tx, token, 'password_reset', ctx.now())
      await acceptTerms(tx, userId, ctx.now())
      return { body: { hasAcceptedTos: true } }
    },
  })

  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/welcome/change-password',
    access: publicAccess,
    errors: [429],
    schema: {
      tags,
      summary: 'Set a new password with a reset token (both base64); single use, signs out everywhere',
      body: welcomeChangePasswordRequestSchema,
      response: { 200: okSchema },
    },
    prepare: ({ body, request }) =>
      prepareReset(ctx.db, limiters.attempts, { ...body, address: request.ip, now: ctx.now() }),
    write: async (tx, _call, { token, passwordHash }) => {
      await resetPassword(tx, token, passwordHash, ctx.now())
      return { body: { ok: true } }
    },
    // The body holds a password: only the token identifies the request.
    idempotency: { hashInput: ({ body }) => ({ token: body.token }) },
  })

  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/welcome/send-recover-account-email',
    access: publicAccess,
    errors: [429, 503],
    schema: {
      tags,
      summary:
        'Mail a password-reset link (valid 1 hour) to the account named by e-mail or username; ' +
        'answers the same for an unknown account (no mail is sent)',
      body: recoverAccountRequestSchema,
      response: { 200: okSchema },
    },
    prepare: async ({ body, request }) => {
      const user = await checkRecoveryRequest(ctx.db, limiters.attempts, {
        name: body.username,
        address: request.ip,
      })
      // Outside the transaction: on the embedded database an open one holds up every request.
      if (!user) await imitateRecoveryMail(ctx.db, limiters.recoveryPace)
      return user
    },
    write: async (tx, _call, user) => {
      if (user) {
        await sendRecoveryMail(tx, user, {
          now: ctx.now(),
          publicUrl: ctx.env.PUBLIC_URL,
          mailer: ctx.mailer,
          pace: limiters.recoveryPace,
        })
      }
      return { body: { ok: true } }
    },
  })
}
