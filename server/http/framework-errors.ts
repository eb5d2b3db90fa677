/**
 * Refusals the router makes before any route runs, in the project's error shape (DESIGN.md "Rules
 * of the API") instead of Fastify's own: a malformed URL is a 400, a path parameter over the router's
 * limit a 414. 405 answers are registered per path in server/http/method-not-allowed.ts.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'

export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send({
      error: 'URI_TOO_LONG',
      message: 'A path parameter is longer than the server accepts',
      errors: [{ field: 'url', code: 'too_big', message: 'A path parameter is too long' }],
    })
  }
  return reply.status(400).send({
    error: 'VALIDATION_ERROR',
    message: 'The URL is malformed',
    errors: [{ field: 'url', code: 'invalid_url', message: 'The URL is malformed' }],
  })
}
