/** Campaigns of the home screen, maintenance interest and the navigation log (spec 001 §7). */
import { z } from 'zod'
import {
  logCustomRequestSchema,
  recordedSchema,
  retargetingSchema,
  updateRetargetingRequestSchema,
} from '../../../src/contract/account'
import type { AppContext } from '../../context'
import { currentUser, requireUser } from '../../http/auth'
import { idempotentWrite } from '../../http/idempotency'
import {
  listRetargetings,
  logCustom,
  recordMaintenanceInterest,
  updateRetargeting,
} from '../../services/account/promotions'
import type { Api } from '../types'
import { ownSettings, tags } from './shared'

export async function promotionRoutes(api: Api, ctx: AppContext) {
  api.get(
    '/user-retargetings',
    {
      schema: {
        tags,
        summary: 'Visible campaigns with the own answers',
        response: { 200: z.array(retargetingSchema) },
      },
      preValidation: requireUser(),
    },
    async (request) => listRetargetings(ctx.db, currentUser(request).id),
  )

  api.put(
    '/user-retargetings/:id',
    {
      schema: {
        tags,
        summary: 'Answer a campaign: interested, and whether to be reminded',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: updateRetargetingRequestSchema,
        response: { 200: retargetingSchema },
      },
      preValidation: requireUser(ownSettings),
    },
    async (request, reply) => {
      const user = currentUser(request)
      return idempotentWrite(ctx.db, request, reply, async (tx) => ({
        body: await updateRetargeting(tx, user.id, request.params.id, request.body, ctx.now()),
      }))
    },
  )

  api.post(
    '/maintenance-assistance-interested',
    {
      schema: {
        tags,
        summary: 'Record interest in the maintenance assistant',
        body: z.unknown().optional(),
        response: { 200: recordedSchema },
      },
      preValidation: requireUser(ownSettings),
    },
    async (request, reply) => {
      const user = currentUser(request)
      return idempotentWrite(
        ctx.db,
        request,
        reply,
        async (tx) => {
          await recordMaintenanceInterest(tx, user.id, ctx.now())
          return { body: { recorded: true } }
        },
        { hashInput: () => null },
      )
    },
  )

  api.post(
    '/log/custom',
    {
      schema: {
        tags,
        summary: 'Log a navigation (referer)',
        body: logCustomRequestSchema,
        response: { 200: recordedSchema },
      },
      // Navigation is logged on the terms screen too.
      preValidation: requireUser({ allowWithoutTerms: true, ownSettings: true }),
    },
    async (request, reply) => {
      const user = currentUser(request)
      return idempotentWrite(ctx.db, request, reply, async (tx) => {
        await logCustom(tx, user.id, request.body.referer, ctx.now())
        return { body: { recorded: true } }
      })
    },
  )
}
