/** Single-use handoff to the external ordering site (spec 001 §2.5 "Ordering on line"). */
import { z } from 'zod'
import {
  handoffResponseSchema,
  redeemHandoffRequestSchema,
  redeemHandoffResponseSchema,
} from '../../../src/contract/account'
import type { AppContext } from '../../context'
import { publicAccess } from '../../http/access'
import type { Api } from '../../http/api'
import { defineWrite } from '../../http/route'
import { createHandoff, redeemHandoff } from '../../services/account/ordering'
import { tags } from './shared'

export async function orderingRoutes(api: Api, ctx: AppContext) {
  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/ordering/handoff',
    // Opening the ordering site changes no plant data, so ROLE_COMMERCIAL may do it too.
    access: { who: 'user', area: 'ordering', anyOf: ['ROLE_USER', 'ROLE_COOL'], ownSettings: true },
    schema: {
      tags,
      summary: 'A URL of the ordering site carrying a single-use token valid 60 s',
      body: z.unknown().optional(),
      response: { 200: handoffResponseSchema },
    },
    write: async (tx, { user }) => ({
      body: await createHandoff(tx, user.id, ctx.env.ORDERING_URL, ctx.now()),
    }),
    idempotency: { hashInput: () => null, sensitive: true },
  })

  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/ordering/handoff/redeem',
    // Called by the ordering site, which holds no session: the single-use token is the credential.
    access: publicAccess,
    schema: {
      tags,
      summary: 'Called by the ordering site: exchange a handoff token (once) for the user identity',
      body: redeemHandoffRequestSchema,
      response: { 200: redeemHandoffResponseSchema },
    },
    write: async (tx, { body }) => ({ body: await redeemHandoff(tx, body.token, ctx.now()) }),
  })
}
