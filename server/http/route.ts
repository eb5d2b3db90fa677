/**
 * The one way to write an API route. A declaration names who may call it (server/http/access.ts),
 * its zod schemas and its handler; the helper wires the same stages into every route, in order:
 *
 *   onRequest      authorize(access): 401/403 before the body is even parsed, so an anonymous or
 *                  unauthorised caller never sees validation details;
 *   preValidation  rejectUnsafeInput: no NUL bytes or unpaired surrogates anywhere, no absurd nesting;
 *   validation     the zod schemas of params, querystring and body (ids bounded by src/contract/wire.ts);
 *   handler        thin: reads `call`, calls a service.
 *
 * `defineWrite` adds the last shared piece of every write: the Idempotency-Key protocol around one
 * transaction (server/http/idempotency.ts). The OpenAPI document gets the security scheme, every
 * error status the stages above can answer (server/http/openapi-errors.ts), an operationId derived
 * from the method and path (server/http/operation-id.ts) and a multipart write's form
 * (server/http/openapi-form.ts).
 */
import type { FastifyReply, FastifyRequest, HTTPMethods } from 'fastify'
import type { z } from 'zod'
import type { Tx } from '../db/client'
import type { Access } from './access'
import type { Api } from './api'
import { authorize, currentApiKey, currentUser } from './auth'
import { type IdempotentOptions, idempotentWrite, type WriteResult } from './idempotency'
import type { FormDeclaration } from './openapi-form'
import { operationIdOf } from './operation-id'
import { rejectUnsafeInput } from './safe-input'

export interface RouteSchema {
  tags?: readonly string[]
  summary: string
  /** Only to keep a published name when a path changes; otherwise derived (server/http/operation-id.ts). */
  operationId?: string
  /** Request content types when not only JSON (a multipart upload). */
  consumes?: readonly string[]
  /** A multipart body the handler reads: documented as the requestBody, never validated by Fastify. */
  form?: FormDeclaration
  description?: string
  /** Kept out of the OpenAPI document (an alias path). */
  hide?: boolean
  params?: z.ZodType
  querystring?: z.ZodType
  body?: z.ZodType
  response?: Partial<Record<number, z.ZodType>>
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined
/** What a handler may answer: the 200 schema's input, or the reply it already sent (files, 304). */
type Answer<S extends RouteSchema> = S['response'] extends { 200: infer R extends z.ZodType }
  ? z.input<R> | FastifyReply
  : unknown

/** Everything a handler reads, validated and typed. */
export interface Call<S extends RouteSchema> {
  body: Out<S['body']>
  params: Out<S['params']>
  query: Out<S['querystring']>
  request: FastifyRequest
  reply: FastifyReply
  /** The signed-in user (throws 401 on a route that is not `who: 'user'`). */
  readonly user: ReturnType<typeof currentUser>
  /** The API key of an ingest route. */
  readonly apiKey: ReturnType<typeof currentApiKey>
}

interface Declaration<S extends RouteSchema> {
  method: HTTPMethods
  url: string
  access: Access
  schema: S
  /** Statuses the handler itself answers beyond those the stages imply (documented in OpenAPI). */
  errors?: readonly number[]
  /** The media type(s) of a 200 that is a file (a PDF, an image), documented instead of a JSON schema. */
  download?: string | readonly string[]
}

export interface RouteSpec<S extends RouteSchema> extends Declaration<S> {
  handle: (call: Call<S>) => Answer<S> | Promise<Answer<S>>
}

export interface WriteSpec<S extends RouteSchema, P> extends Declaration<S> {
  /** Checks and slow work outside the transaction (password hashing, credential checks). */
  prepare?: (call: Call<S>) => P | Promise<P>
  /**
   * The effect, all of it inside `tx`; its answer is stored with the Idempotency-Key. (Its body is
   * checked against the 200 schema when it is serialised: a typed body here would lose literal
   * types such as `{ ok: true }` to TypeScript's inference through the declaration.)
   */
  write: (tx: Tx, call: Call<S>, prepared: NoInfer<P>) => Promise<WriteResult>
  idempotency?: Omit<IdempotentOptions, 'hashInput'> & {
    /** What identifies the request (default: the parsed body); `prepared` holds what prepare read. */
    hashInput?: (call: Call<S>, prepared: P) => unknown
  }
}

/** Route config read by the OpenAPI transform, the 405 answers and the authorization matrix. */
export interface RouteConfig {
  access: Access
  errors: readonly number[]
  write: boolean
  download?: string | readonly string[]
}

function toCall<S extends RouteSchema>(request: FastifyRequest, reply: FastifyReply): Call<S> {
  return {
    body: request.body as Out<S['body']>,
    params: request.params as Out<S['params']>,
    query: request.query as Out<S['querystring']>,
    request,
    reply,
    get user() {
      return currentUser(request)
    },
    get apiKey() {
      return currentApiKey(request)
    },
  }
}

/** The OpenAPI security requirement of a declaration (schemes in server/http/openapi-document.ts). */
function securityOf(access: Access) {
  if (access.who === 'public') return []
  if (access.who === 'display') return [{ display: [] }]
  return access.who === 'apiKey' ? [{ apiKey: [] }] : [{ bearer: [] }]
}

function register<S extends RouteSchema>(
  api: Api,
  declaration: Declaration<S>,
  write: boolean,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  const { method, url, access, schema, errors = [], download } = declaration
  const config: RouteConfig = { access, errors, write, download }
  api.route({
    method,
    url,
    schema: {
      ...schema,
      operationId: schema.operationId ?? operationIdOf(method, url),
      ...(schema.form ? { consumes: schema.consumes ?? ['multipart/form-data'] } : {}),
      security: securityOf(access),
    } as never,
    // Fastify types config as its own context type; ours is read back through RouteConfig.
    config: config as never,
    onRequest: authorize(access),
    preValidation: rejectUnsafeInput,
    handler,
  })
}

/** A route that reads (or streams, or answers by hand). */
export function defineRoute<S extends RouteSchema>(api: Api, spec: RouteSpec<S>) {
  register(api, spec, false, async (request, reply) => spec.handle(toCall<S>(request, reply)))
}

/** An authenticated (or public) idempotent write: prepare, then one transaction, stored with its key. */
export function defineWrite<S extends RouteSchema, P = undefined>(
  api: Api,
  db: Parameters<typeof idempotentWrite>[0],
  spec: WriteSpec<S, P>,
) {
  register(api, spec, true, async (request, reply) => {
    const call = toCall<S>(request, reply)
    const prepared = (spec.prepare ? await spec.prepare(call) : undefined) as P
    const { hashInput, ...options } = spec.idempotency ?? {}
    return idempotentWrite(db, request, reply, (tx) => spec.write(tx, call, prepared), {
      ...options,
      ...(hashInput ? { hashInput: () => hashInput(call, prepared) } : {}),
    })
  })
}
