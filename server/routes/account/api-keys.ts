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
import { currentUser, requireUser } from '../../http/auth'
import { idempotentWrite } from '../../http/idempotency'
import { createApiKey, listApiKeys, renameApiKey, revokeApiKey } from '../../services/account/api-keys'
import type { Api } from '../types'
import { attachment, tags } from './shared'

const apiTags = [...tags, 'api-keys']
const rule = requireUser({ anyOf: ['ROLE_API_EXTERNAL'] })

export async function apiKeyRoutes(api: Api, ctx: AppContext) {
  api.get(
    '/api-keys',
    {
      schema: {
        tags: apiTags,
        summary: "The company's active API keys",
        response: { 200: z.array(apiKeySchema) },
      },
      preValidation: rule,
    },
    async (request) => listApiKeys(ctx.db, currentUser(request).companyId, ctx.now()),
  )

  api.post(
    '/api-keys',
    {
      schema: {
        tags: apiTags,
        summary: 'Create an API key; answers a credentials file (the secret is shown only here)',
        body: createApiKeyRequestSchema,
        response: { 200: apiKeyCredentialsSchema },
      },
      preValidation: rule,
    },
    async (request, reply) => {
      const user = currentUser(request)
      // The answer holds the secret and is kept with the Idempotency-Key so a retried creation gets
      // the same credentials instead of a second key; it is readable only by the same user's replay.
      return idempotentWrite(
        ctx.db,
        request,
        reply,
        async (tx) => {
          const credentials = await createApiKey(
            tx,
            { companyId: user.companyId, userId: user.id, ...request.body },
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
        { sensitive: true },
      )
    },
  )

  api.put(
    '/api-keys/:clientId',
    {
      schema: {
        tags: apiTags,
        summary: 'Rename an API key',
        params: apiKeyParamsSchema,
        body: updateApiKeyRequestSchema,
        response: { 200: apiKeySchema },
      },
      preValidation: rule,
    },
    async (request, reply) => {
      const user = currentUser(request)
      return idempotentWrite(ctx.db, request, reply, async (tx) => ({
        body: await renameApiKey(tx, user.companyId, request.params.clientId, request.body.alias, ctx.now()),
      }))
    },
  )

  api.delete(
    '/api-keys/:clientId',
    {
      schema: {
        tags: apiTags,
        summary: 'Revoke an API key',
        params: apiKeyParamsSchema,
        response: { 200: z.object({ clientId: z.string(), revoked: z.literal(true) }) },
      },
      preValidation: rule,
    },
    async (request, reply) => {
      const user = currentUser(request)
      return idempotentWrite(ctx.db, request, reply, async (tx) => ({
        body: await revokeApiKey(tx, user.companyId, request.params.clientId, ctx.now()),
      }))
    },
  )
}
