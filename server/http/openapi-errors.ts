/**
 * Every status a route can answer, in the OpenAPI document with the error schema, derived from the
 * route's declaration (server/http/route.ts) so that the document cannot drift from the stages that
 * produce them. Outside tools (and tests/server/fuzz) hold every answer to this list.
 */
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiErrorSchema } from '../../src/contract/errors'
import { WRITE_METHODS } from './access'
import { type FormDeclaration, formMediaType } from './openapi-form'
import type { RouteConfig } from './route'

/** Errors may carry extra fields (the current state on a 409), so the documented shape is open. */
const errorBody = apiErrorSchema.loose()
/** The bytes of a file answer (its media type is the route's `download`). */
const fileBody = z.string().meta({ format: 'binary' })

export function statusesOf(method: string, url: string, config: RouteConfig): number[] {
  const statuses = new Set<number>([400, ...config.errors])
  // A path parameter longer than the router's limit (server/http/framework-errors.ts).
  if (url.includes(':') || url.includes('{')) statuses.add(414)
  if (config.access.who !== 'public') {
    statuses.add(401)
    statuses.add(403)
  }
  if (WRITE_METHODS.has(method)) {
    statuses.add(413)
    statuses.add(415)
  }
  if (config.write) {
    statuses.add(409)
    statuses.add(422)
  }
  return [...statuses].sort()
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0]

/**
 * @fastify/swagger transform: the error statuses added to each declared route, then zod to JSON; a
 * multipart form goes on as `x-form`, placed in the requestBody by server/http/openapi-document.ts
 * (an operation's requestBody cannot carry a form's part encodings through this transform).
 */
export function transformWithErrors(input: TransformInput) {
  const config = (input.route as { config?: Partial<RouteConfig> }).config
  if (!config?.access || !input.schema) return jsonSchemaTransform(input)
  const method = String(input.route.method)
  const { form, ...schema } = input.schema as typeof input.schema & { form?: FormDeclaration }
  const response = { ...((schema.response as Record<number, unknown>) ?? {}) }
  for (const status of statusesOf(method, input.url, config as RouteConfig)) response[status] ??= errorBody
  if (config.download) {
    const types = typeof config.download === 'string' ? [config.download] : config.download
    response[200] ??= {
      description: 'The file',
      content: Object.fromEntries(types.map((type) => [type, { schema: fileBody }])),
    }
  }
  const transformed = jsonSchemaTransform({ ...input, schema: { ...schema, response } })
  if (!form) return transformed
  return { ...transformed, schema: { ...transformed.schema, 'x-form': formMediaType(form) } }
}
