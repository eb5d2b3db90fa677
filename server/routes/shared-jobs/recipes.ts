/** A shared job's recipe (spec 002 §3.1, §7.1): read whole, saved by rows. */
import { z } from 'zod'
import {
  saveSharedJobConfigurationSchema,
  sharedJobConfigurationSchema,
} from '../../../src/contract/shared-jobs'
import { dbIdParamSchema } from '../../../src/contract/wire'
import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { defineRoute, defineWrite } from '../../http/route'
import { readRecipe, saveRecipe } from '../../services/shared-jobs/recipe'
import { sharedJobsAccess as access, tags } from './access'

const params = z.object({ id: dbIdParamSchema })
const OWN = "The job must be of the caller's company's customers (404 otherwise)."

export async function sharedRecipeRoutes(api: Api, ctx: AppContext) {
  defineRoute(api, {
    method: 'GET',
    url: '/shared/jobs/:id/tags',
    access,
    errors: [404],
    schema: {
      tags,
      summary: "A shared job's recipe: every field, the stored value or else its default",
      description: `${OWN} The rows follow the recipe's sections and fields in the screen's order.`,
      params,
      response: { 200: sharedJobConfigurationSchema },
    },
    handle: async ({ user, params }) => readRecipe(ctx.db, user.companyId, params.id),
  })

  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/shared/jobs/:id/tags',
    access,
    errors: [404],
    schema: {
      tags,
      summary: "Save rows of a shared job's recipe (upserted by alias); answers the whole recipe",
      description:
        `${OWN} jobId must be the path's id (400 naming jobId). Each alias must be a recipe field, named ` +
        'once (400 naming rows.N.alias), and each value valid for it: numbers within the stored range, a ' +
        'decimal comma or dot, at most 7 characters (400 naming rows.N.value, code the problem: empty, ' +
        'too-long, not-a-number, out-of-range, not-an-option). Every bad row is reported in one 400 and ' +
        'then nothing is stored. Values are stored exactly as sent.',
      params,
      body: saveSharedJobConfigurationSchema,
      response: { 200: sharedJobConfigurationSchema },
    },
    write: async (tx, { user, params, body }) => ({
      body: await saveRecipe(tx, user.companyId, params.id, body),
    }),
  })
}
