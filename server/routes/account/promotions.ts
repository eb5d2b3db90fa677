/** Campaigns of the home screen, maintenance interest and the navigation log (spec 001 §7). */
import { z } from 'zod'
import {
  logCustomRequestSchema,
  recordedSchema,
  retargetingSchema,
  updateRetargetingRequestSchema,
} from '../../../src/contract/account'
import { dbIdParamSchema } from '../../../src/contract/wire'
import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { defineRoute, defineWrite } from '../../http/route'
import {
  listRetargetings,
  logCustom,
  recordMaintenanceInterest,
  updateRetargeting,
} from '../../services/account/promotions'
import { ownSession, ownSettings, tags } from './shared'

export async function promotionRoutes(api: Api, ctx: AppContext) {
  defineRoute(api, {
    method: 'GET',
    url: '/user-retargetings',
    access: ownSettings,
    schema: {
      tags,
      summary: 'Visible campaigns with the own answers',
      response: { 200: z.array(retargetingSchema) },
    },
    handle: ({ user }) => listRetargetings(ctx.db, user.id),
  })

  defineWrite(api, ctx.db, {
    method: 'PUT',
    url: '/user-retargetings/:id',
    access: ownSettings,
    errors: [404],
    schema: {
      tags,
      summary: 'Answer a campaign: interested, and whether to be reminded',
      params: z.object({ id: dbIdParamSchema }),
      body: updateRetargetingRequestSchema,
      response: { 200: retargetingSchema },
    },
    write: async (tx, { user, params, body }) => ({
      body: await updateRetargeting(tx, user.id, params.id, body, ctx.now()),
    }),
  })

  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/maintenance-assistance-interested',
    access: ownSettings,
    schema: {
      tags,
      summary: 'Record interest in the maintenance assistant',
      body: z.unknown().optional(),
      response: { 200: recordedSchema },
    },
    write: async (tx, { user }) => {
      await recordMaintenanceInterest(tx, user.id, ctx.now())
      return { body: { recorded: true } }
    },
    idempotency: { hashInput: () => null },
  })

  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/log/custom',
    // Navigation is logged on the terms screen too.
    access: ownSession,
    schema: {
      tags,
      summary: 'Log a navigation (referer)',
      body: logCustomRequestSchema,
      response: { 200: recordedSchema },
    },
    write: async (tx, { user, body }) => {
      await logCustom(tx, user.id, body.referer, ctx.now())
      return { body: { recorded: true } }
    },
  })
}
