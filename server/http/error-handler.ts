import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { FieldError } from '../../src/contract/errors'
import { HttpError } from './errors'

/** "/body/items/0/name" or "body.items.0.name" -> "items.0.name" (the field as the client sent it). */
function fieldName(instancePath: string, context: string): string {
  const trimmed = instancePath.replace(/^\//, '').replaceAll('/', '.')
  return trimmed || context
}

/** Postgres class 22 (data exception) and 54 (program limit exceeded) codes, through wrappers. */
function databaseDataError(err: unknown): string | null {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string' && /^(22|54)[0-9A-Z]{3}$/.test(e.code)) return e.code
    e = e.cause as typeof e
  }
  return null
}

/**
 * Every failure leaves as { error, message, errors? } with the right status: validation and
 * malformed bodies are 400s naming the fields, never 500s (DESIGN.md "Rules of the API").
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      if (err.status === 429 && typeof err.extra?.retryAfter === 'number') {
        reply.header('Retry-After', String(err.extra.retryAfter))
      }
      return reply.status(err.status).send({
        error: err.code,
        message: err.message,
        ...(err.errors ? { errors: err.errors } : {}),
        ...err.extra,
      })
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const context = err.validationContext ?? 'body'
      const errors: FieldError[] = err.validation.map((v) => ({
        field: fieldName(v.instancePath, context),
        code: String((v.params as { issue?: { code?: string } })?.issue?.code ?? v.keyword ?? 'invalid'),
        message: v.message ?? 'Invalid value',
      }))
      const first = errors[0]
      return reply.status(400).send({
        error: 'VALIDATION_ERROR',
        message: first ? `${first.field}: ${first.message}` : 'Invalid request',
        errors,
      })
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.statusCode === 413) {
      return reply.status(413).send({
        error: 'PAYLOAD_TOO_LARGE',
        message: 'The request body is too large',
        errors: [{ field: 'body', code: 'too_big', message: 'The request body is too large' }],
      })
    }
    if (err.statusCode === 429) {
      return reply.status(429).send({ error: 'RATE_LIMITED', message: err.message || 'Too many requests' })
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Malformed JSON, wrong content type, empty body, multipart limits...
      const field = err.code?.startsWith('FST_ERR_CTP') || err instanceof SyntaxError ? 'body' : 'request'
      return reply.status(err.statusCode).send({
        error: err.statusCode === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'VALIDATION_ERROR',
        message: err.message,
        errors: [{ field, code: err.code ?? 'invalid', message: err.message }],
      })
    }
    if (isBrokenMultipart(request, err)) {
      // A form cut short or without its boundary: the sender's body, so a 400, never a 500.
      return reply.status(400).send({
        error: 'VALIDATION_ERROR',
        message: 'The multipart form cannot be read',
        errors: [{ field: 'body', code: 'invalid', message: err.message }],
      })
    }
    const dataError = databaseDataError(err)
    if (dataError) {
      // A value the schemas let through but the database refuses (an id beyond int4, a text it
      // cannot store): the caller's input, so a 400, and a warning because a schema should have said so.
      request.log.warn({ err }, 'database refused a value: tighten the route schema')
      return reply.status(400).send({
        error: 'VALIDATION_ERROR',
        message: 'A value is out of the range the server accepts',
        errors: [{ field: 'request', code: `db_${dataError}`, message: 'A value is out of range' }],
      })
    }
    request.log.error({ err }, 'unhandled error')
    return reply.status(500).send({ error: 'INTERNAL_ERROR', message: 'Uncontrolled error' })
  })
}

/** busboy's parse errors carry no status: a truncated form, a bad boundary, a broken part header. */
function isBrokenMultipart(request: FastifyRequest, err: { message?: string }): boolean {
  const multipart = String(request.headers['content-type'] ?? '').startsWith('multipart/')
  return (
    multipart &&
    /unexpected end of (form|multipart)|malformed part header|boundary not found/i.test(err.message ?? '')
  )
}
