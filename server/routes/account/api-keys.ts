/** Company API keys (spec 002 §2.5 tab 5, §7.5): ROLE_API_EXTERNAL, scoped to the user's company. */
import { z } from 'zod'
import {
  apiKeyCredentialsSchema,
  apiKeyParamsSchema,
  apiKeySchema,
  createApiKeyRequestSchema,
  updateApiKeyRequestSchema,
} from '../../../src/contract/account'
import type { AppContext } from '../../context'
import { attachment } from '../../documents/content-disposition'
import type { UserAccess } from '../../http/access'
import type { Api } from '../../http/api'
import { defineRoute, defineWrite } from '../../http/route'
import { createApiKey, listApiKeys, renameApiKey, revokeApiKey } from '../../services/account/api-keys'
import { tags } from './shared'

const apiTags = [...tags, 'api-keys']
const access = { who: 'user', area: 'api-keys', anyOf: ['ROLE_API_EXTERNAL'] } as const satisfies UserAccess

export async function apiKeyRoutes(api: Api, ctx: AppContext) {
  defineRoute(api, {
    method: 'GET',
    url: '/api-keys',
    access,
    schema: {
      tags: apiTags,
      summary: "The company's active API keys",
      response: { 200: z.array(apiKeySchema) },
    },
    handle: ({ user }) => listApiKeys(ctx.db, user.companyId, ctx.now()),
  })

  // The answer holds the secret: it is not kept with the Idempotency-Key (a replay is a 409), so a
  // retried creation cannot hand the secret to anyone but the first answer.
  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/api-keys',
    access,
    schema: {
      tags: apiTags,
      summary: 'Create an API key; answers a credentials file (the secret is shown only here)',
      body: createApiKeyRequestSchema,
      response: { 200: apiKeyCredentialsSchema },
    },
    write: async (tx, { user, body }) => {
      const credentials = await createApiKey(
        tx,
        { companyId: user.companyId, userId: user.id, ...body },
        ctx.now(),
      )
      return {
        body: credentials,
        headers: {
          'content-disposition': attachment(`${credentials.alias}.json`),
          'cache-control': 'no-store',
        },
      }
    },
    idempotency: { sensitive: true },
  })

  defineWrite(api, ctx.db, {
    method: 'PUT',
    url: '/api-keys/:clientId',
    access,
    errors: [404],
    schema: {
      tags: apiTags,
      summary: 'Rename an API key',
      params: apiKeyParamsSchema,
      body: updateApiKeyRequestSchema,
      response: { 200: apiKeySchema },
    },
    write: async (tx, { user, params, body }) => ({
      body: await renameApiKey(tx, user.companyId, params.clientId, body.alias, ctx.now()),
    }),
  })

  defineWrite(api, ctx.db, {
    method: 'DELETE',
    url: '/api-keys/:clientId',
    access,
    errors: [404],
    schema: {
      tags: apiTags,
      summary: 'Revoke an API key',
      params: apiKeyParamsSchema,
      response: { 200: z.object({ clientId: z.string(), revoked: z.literal(true) }) },
    },
    write: async (tx, { user, params }) => ({
      body: await revokeApiKey(tx, user.companyId, params.clientId, ctx.now()),
    }),
  })
}
