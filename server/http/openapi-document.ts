/**
 * The served OpenAPI document (/api/openapi.json) as outside tools read it: Spectral's `spectral:oas`
 * ruleset, Prism's validating proxy, client generators (ADR 052). @fastify/swagger writes one
 * operation per declared route (each with its operationId, security and error statuses from the
 * declaration: server/http/route.ts, openapi-errors.ts); this last pass over the whole document
 *
 *   - puts each multipart write's form (server/http/openapi-form.ts) in its requestBody;
 *   - gives an operation without a description its summary as one;
 *   - refuses two operations with one operationId (a generated client would lose one of them);
 *   - declares every tag at the top, described;
 *   - gives every tuple (zod's z.tuple, JSON Schema's prefixItems) an `items` schema as well,
 *     so that tools that know only `items` read it as an array of fixed length.
 */
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger'
import { transformWithErrors } from './openapi-errors'

type Json = Record<string, unknown>

/** What each tag groups, in the order a reader meets them. */
const TAGS: Record<string, string> = {
  system: 'Health of the server and its simulator',
  account: "The caller's own account: session, password, language, preferences, notifications, support",
  'api-keys': 'API keys for machine gateways and integrations',
  plant: 'Machines, customers and operators for selectors; plant control; the historical order list',
  'order detail': 'One order: production, configuration, speeds, codes, costs',
  statistics: 'Where the time went: statistics, inactivities, make-ready, exports',
  'job costing': 'Prices, periods, machine costs and cost statistics',
  maintenance: 'Work orders, tasks, assets, work requests and the plant maintenance settings',
  documents: "Machines' technical documents: manuals, search, pages",
  'plant configuration': 'Renaming and ordering machines',
  displays: 'Line-side display tokens and the status a display reads',
  'operation analytics': 'Operation-analytics dashboards',
  'shared-jobs': 'Jobs shared with customers',
  'genius-board': 'Orders prepared for the machines',
  ingestion: 'Machine gateways and the simulator: telemetry in, machines and prepared orders out',
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head'])

/** The route's form (x-form, set by openapi-errors.ts) becomes its multipart requestBody. */
function placeForm(operation: Json) {
  const form = operation['x-form'] as Json | undefined
  if (!form) return
  delete operation['x-form']
  const body = (operation.requestBody as { content?: Json } | undefined) ?? {}
  operation.requestBody = { required: true, content: { ...body.content, 'multipart/form-data': form } }
}

/** Every schema below `node` whose tuple has no `items`: the union of its positions as `items`. */
function readableTuples(node: unknown) {
  if (Array.isArray(node)) {
    for (const child of node) readableTuples(child)
    return
  }
  if (node === null || typeof node !== 'object') return
  const schema = node as Json
  const prefix = schema.prefixItems
  if (Array.isArray(prefix) && prefix.length > 0 && typeof schema.items !== 'object') {
    const distinct = [...new Map(prefix.map((p) => [JSON.stringify(p), p])).values()]
    // Positions past the tuple stay refused by maxItems (zod sets it to the tuple's length).
    schema.items = distinct.length === 1 ? distinct[0] : { anyOf: distinct }
  }
  for (const child of Object.values(schema)) readableTuples(child)
}

export function finishDocument({ openapiObject }: { openapiObject: Partial<Json> }) {
  const document = openapiObject as Json & { paths?: Record<string, Json> }
  const ids = new Map<string, string>()
  const used = new Set<string>()
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, value] of Object.entries(item)) {
      if (!METHODS.has(method)) continue
      const operation = value as Json
      placeForm(operation)
      operation.description ??= operation.summary
      const id = operation.operationId as string | undefined
      const where = `${method.toUpperCase()} ${path}`
      if (id && ids.has(id)) throw new Error(`operationId ${id} of ${where} is also ${ids.get(id)}'s`)
      if (id) ids.set(id, where)
      for (const tag of (operation.tags as string[] | undefined) ?? []) used.add(tag)
    }
  }
  const declared = Object.keys(TAGS).filter((name) => used.has(name))
  const undescribed = [...used].filter((name) => !(name in TAGS)).sort()
  document.tags = [
    ...declared.map((name) => ({ name, description: TAGS[name] })),
    ...undescribed.map((name) => ({ name })),
  ]
  readableTuples(document.paths)
  readableTuples(document.components)
  return document
}

/** @fastify/swagger's options: the document's head, its security schemes and the two passes. */
export const openapiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Plant portal API',
      version: '1.0.0',
      description:
        'API of the plant portal: monitoring, orders, statistics, maintenance, documents, job costing and ' +
        'accounts. Every write accepts an Idempotency-Key header. Machine gateways send telemetry to ' +
        '/api/ingest with an API key that has the ingest scope.',
    },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <session token>' },
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'Authorization: ApiKey <clientId>:<secret> (an API key with the ingest scope)',
        },
        // Not a bearer token: the line-side display sends its own scheme word (server/http/display-auth.ts).
        display: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description:
            "Authorization: Display <token> (a line-side display's token, created under /api/displays)",
        },
      },
    },
    security: [{ bearer: [] }],
  },
  transform: transformWithErrors,
  transformObject: finishDocument as FastifyDynamicSwaggerOptions['transformObject'],
}
