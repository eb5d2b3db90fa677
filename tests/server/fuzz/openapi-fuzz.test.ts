/**
 * Property-based fuzz over the project's own OpenAPI document (issue 8, item 5): every operation,
 * called anonymously and with credentials (a user with every role; an ingest API key for the
 * ingestion routes), with parameters and bodies generated from its schemas and then broken
 * (tests/server/fuzz/schema-arbitrary.ts), plus malformed JSON and foreign media types. It fails on
 * any 5xx, any status the document does not list for the operation, and any JSON answer that does
 * not match the documented schema of its status.
 *
 * Deterministic: FUZZ_SEED (default fixed) and FUZZ_RUNS samples per operation and caller (default
 * 12, about 1,000 requests); `npm run fuzz` runs it longer.
 */
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { bearer, call, login, newKey } from '../account-helpers'
import { createTestApp, type TestApp } from '../helpers'
import { type JsonSchema, schemaArbitrary } from './schema-arbitrary'

const SEED = Number(process.env.FUZZ_SEED ?? 20261123)
const RUNS = Number(process.env.FUZZ_RUNS ?? 12)
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

interface Parameter {
  in: 'path' | 'query' | 'header'
  name: string
  required?: boolean
  schema?: JsonSchema
}
interface Operation {
  method: (typeof METHODS)[number]
  path: string
  parameters: Parameter[]
  body?: JsonSchema
  security: Record<string, string[]>[] | undefined
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>
}

/** A body sent as raw text with its own content type (malformed JSON, a foreign media type). */
interface RawBody {
  raw: string
  contentType: string
}
const rawBodies: fc.Arbitrary<RawBody> = fc.constantFrom(
  { raw: '{"a":', contentType: 'application/json' },
  { raw: 'null', contentType: 'application/json' },
  { raw: '"text"', contentType: 'application/json' },
  { raw: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' },
  { raw: '{"a":"\\ud800"}', contentType: 'application/json' },
  { raw: 'plain words', contentType: 'text/plain' },
  { raw: '<x/>', contentType: 'application/xml' },
)

let t: TestApp
let operations: Operation[]
const callers: Record<'anonymous' | 'user' | 'apiKey', Record<string, string>> = {
  anonymous: {},
  user: {},
  apiKey: {},
}
const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true })
addFormats(ajv)
const validators = new Map<JsonSchema, ReturnType<typeof ajv.compile>>()
const validatorOf = (schema: JsonSchema) => {
  if (!validators.has(schema)) validators.set(schema, ajv.compile(schema))
  return validators.get(schema)!
}

beforeAll(async () => {
  t = await createTestApp()
  const manager = await login(t, 'manager@demo.plant')
  callers.user = bearer(manager)
  const key = await call(
    t,
    manager,
    'POST',
    '/api/api-keys',
    { alias: 'fuzz ingest', scopes: ['ingest'] },
    newKey(),
  )
  callers.apiKey = { authorization: key.json().authorization }
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json()
  operations = Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(
    ([path, item]) =>
      METHODS.filter((m) => item[m]).map((method) => {
        const op = item[method] as Operation & {
          requestBody?: { content: Record<string, { schema: JsonSchema }> }
        }
        return {
          method,
          path,
          parameters: op.parameters ?? [],
          body: op.requestBody?.content['application/json']?.schema,
          security: op.security,
          responses: op.responses,
        }
      }),
  )
})
afterAll(() => t.close())

/** Who calls an operation signed in: the ingest key for API-key routes, else the manager. */
const signedInCaller = (op: Operation) =>
  op.security?.some((s) => 'apiKey' in s) ? callers.apiKey : callers.user

/**
 * Operations the signed-in fuzz leaves to the anonymous one, because they would end its own
 * session: GET /api/logout revokes the token every later request carries.
 */
const endsSession = (op: Operation) => op.method === 'get' && op.path === '/api/logout'

/** A path segment; a lone surrogate (no UTF-8 form) is sent as the bytes a hostile client would send. */
function pathSegment(text: string) {
  try {
    return encodeURIComponent(text)
  } catch {
    return `%ED%A0%80${encodeURIComponent((text as string & { toWellFormed(): string }).toWellFormed())}`
  }
}

function requestArbitrary(op: Operation): fc.Arbitrary<InjectOptions> {
  const pathParams = op.parameters.filter((p) => p.in === 'path')
  const queryParams = op.parameters.filter((p) => p.in === 'query')
  const text = (p: Parameter) =>
    schemaArbitrary(p.schema).map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v)))
  const path = fc.record(Object.fromEntries(pathParams.map((p) => [p.name, text(p)])))
  const query = fc.record(Object.fromEntries(queryParams.map((p) => [p.name, text(p)])), { requiredKeys: [] })
  const hasBody = op.method !== 'get'
  const body: fc.Arbitrary<unknown> = hasBody
    ? fc.oneof({ weight: 6, arbitrary: schemaArbitrary(op.body) }, { weight: 1, arbitrary: rawBodies })
    : fc.constant(undefined)
  return fc.tuple(path, query, body).map(([params, q, payload]) => {
    const url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => pathSegment(params[name] ?? ''))
    const raw = payload as RawBody | undefined
    const isRaw = typeof raw === 'object' && raw !== null && 'raw' in raw && 'contentType' in raw
    return {
      method: op.method.toUpperCase() as InjectOptions['method'],
      url,
      query: q as Record<string, string>,
      ...(payload === undefined
        ? {}
        : isRaw
          ? { payload: raw.raw, headers: { 'content-type': raw.contentType } }
          : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }),
    }
  })
}

it('answers every generated and broken request with a documented status and shape, never a 5xx', async () => {
  const figures = {
    operations: operations.length,
    requests: 0,
    serverErrors: 0,
    undocumented: 0,
    mismatches: 0,
  }
  const failures: string[] = []
  for (const [index, op] of operations.entries()) {
    const samples = fc.sample(requestArbitrary(op), { seed: SEED + index, numRuns: RUNS * 2 })
    for (const [n, request] of samples.entries()) {
      const asCaller = n % 2 === 0 || endsSession(op) ? callers.anonymous : signedInCaller(op)
      const res = await t.app.inject({ ...request, headers: { ...request.headers, ...asCaller } })
      figures.requests++
      const where = `${op.method.toUpperCase()} ${op.path} -> ${String(request.url).slice(0, 100)} ${String(request.payload ?? '').slice(0, 80)}`
      const documented = op.responses[String(res.statusCode)] ?? op.responses.default
      if (res.statusCode >= 500) {
        figures.serverErrors++
        failures.push(`${res.statusCode} ${where}: ${res.body.slice(0, 200)}`)
      } else if (!documented) {
        figures.undocumented++
        failures.push(`undocumented ${res.statusCode} ${where}: ${res.body.slice(0, 200)}`)
      } else {
        const schema = documented.content?.['application/json']?.schema
        const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json')
        if (schema && isJson && !validatorOf(schema)(res.json())) {
          figures.mismatches++
          failures.push(
            `shape of ${res.statusCode} ${where}: ${ajv.errorsText(validatorOf(schema).errors)} in ${res.body.slice(0, 200)}`,
          )
        }
      }
    }
  }
  console.log(
    `openapi fuzz (seed ${SEED}, ${RUNS * 2} per operation): ${figures.requests} requests over ` +
      `${figures.operations} operations; ${figures.serverErrors} 5xx, ${figures.undocumented} undocumented ` +
      `statuses, ${figures.mismatches} schema mismatches`,
  )
  expect(failures.slice(0, 20)).toEqual([])
}, 600_000)
