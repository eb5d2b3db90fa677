/** Single-use handoff to the external ordering site (spec 001 §2.5 "Ordering on line"). */
import { z } from 'zod'
import {
  handoffResponseSchema,
  redeemHandoffRequestSchema,
  redeemHandoffResponseSchema,
} from '../../../src/contract/account'
import type { AppContext } from '../../context'
import { currentUser, requireUser } from '../../http/auth'
import { idempotentWrite } from '../../http/idempotency'
import { createHandoff, redeemHandoff } from '../../services/account/ordering'
import type { Api } from '../types'
import { tags } from './shared'

export async function orderingRoutes(api: Api, ctx: AppContext) {
  api.post(
    '/ordering/handoff',
    {
      schema: {
        tags,
        summary: 'A URL of the ordering site carrying a single-use token valid 60 s',
        body: z.unknown().optional(),
        response: { 200: handoffResponseSchema },
      },
      // Opening the ordering site changes no plant data, so ROLE_COMMERCIAL may do it too.
      preValidation: requireUser({ anyOf: ['ROLE_USER', 'ROLE_COOL'], ownSettings: true }),
    },
    async (request, reply) => {
      const user = currentUser(request)
      return idempotentWrite(
        ctx.db,
        request,
        reply,
        async (tx) => ({ body: await createHandoff(tx, user.id, ctx.env.ORDERING_URL, ctx.now()) }),
        { hashInput: () => null, sensitive: true },
      )
    },
  )

  api.post(
    '/ordering/handoff/redeem',
    {
      schema: {
        tags,
        summary: 'Called by the ordering site: exchange a handoff token (once) for the user identity',
        security: [],
        body: redeemHandoffRequestSchema,
        response: { 200: redeemHandoffResponseSchema },
      },
    },
    async (request, reply) =>
      idempotentWrite(ctx.db, request, reply, async (tx) => ({
        body: await redeemHandoff(tx, request.body.token, ctx.now()),
      })),
  )
}
