/** Line-side display links (issue 9; DESIGN.md: display tokens are ROLE_ADMIN, read and write). */
import { z } from 'zod'
import {
  createDisplaySchema,
  createdDisplaySchema,
  displayListSchema,
  displaySchema,
} from '../../../src/contract/display'
import { dbIdParamSchema } from '../../../src/contract/wire'
import type { AppContext } from '../../context'
import type { UserAccess } from '../../http/access'
import type { Api } from '../../http/api'
import { forbidden } from '../../http/errors'
import type { AuthUser } from '../../http/principals'
import { defineRoute, defineWrite } from '../../http/route'
import { createDisplay, listDisplays, revokeDisplay } from '../../services/display/displays'

const tags = ['displays']
const access = { who: 'user', area: 'display-tokens', anyOf: ['ROLE_ADMIN'] } as const satisfies UserAccess
const paramsSchema = z.object({ id: dbIdParamSchema })

/** Display links belong to a plant: a user attached to none has nothing to manage. */
function plantOf(user: AuthUser): number {
  if (user.plantId === null) throw forbidden('The user belongs to no plant')
  return user.plantId
}

export async function displayRoutes(api: Api, ctx: AppContext) {
  defineRoute(api, {
    method: 'GET',
    url: '/displays',
    access,
    schema: {
      tags,
      summary: "The plant's line-side display links, newest first, revoked ones included",
      response: { 200: displayListSchema },
    },
    handle: ({ user }) => listDisplays(ctx.db, plantOf(user)),
  })

  // The answer holds the token: it is not kept with the Idempotency-Key (a replay is a 409), so a
  // retried creation cannot hand the token to anyone but the first answer.
  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/displays',
    access,
    schema: {
      tags,
      summary: 'Create a display link for the plant or one machine line; the token is shown only here',
      body: createDisplaySchema,
      response: { 200: createdDisplaySchema },
    },
    write: async (tx, { user, body }) => ({
      body: await createDisplay(tx, { plantId: plantOf(user), userId: user.id, ...body }, ctx.now()),
      headers: { 'cache-control': 'no-store' },
    }),
    idempotency: { sensitive: true },
  })

  defineWrite(api, ctx.db, {
    method: 'DELETE',
    url: '/displays/:id',
    access,
    errors: [404],
    schema: {
      tags,
      summary: 'Revoke a display link: its screen shows "revoked" at its next read',
      params: paramsSchema,
      response: { 200: displaySchema },
    },
    write: async (tx, { user, params }) => ({
      body: await revokeDisplay(tx, plantOf(user), params.id, ctx.now()),
    }),
  })
}
