/**
 * The text half of the validation layer every route gets (server/http/route.ts): no string anywhere
 * in the params, query or body (keys included) may hold a NUL byte or an unpaired UTF-16 surrogate.
 * Postgres refuses both in text and jsonb (a 500 before this check), and neither has a meaning in any
 * field of this API. Also bounds nesting, which no schema here needs deeper than a few levels.
 * The walk is iterative so that a hostile document cannot exhaust the stack.
 */
import type { FastifyRequest } from 'fastify'
import { isUnsafeText } from '../lib/unsafe-text'
import { badRequest } from './errors'

export const MAX_INPUT_DEPTH = 32

/** The first problem in a parsed value, as a 400 naming the field; null when it is clean. */
export function findUnsafeInput(value: unknown, root: string) {
  const stack: { value: unknown; path: string[]; depth: number }[] = [{ value, path: [], depth: 0 }]
  while (stack.length > 0) {
    const item = stack.pop()!
    const field = item.path.join('.') || root
    if (typeof item.value === 'string') {
      if (isUnsafeText(item.value)) {
        return badRequest(field, 'Text may not contain NUL bytes or unpaired surrogates', 'invalid_text')
      }
      continue
    }
    if (item.value === null || typeof item.value !== 'object') continue
    if (item.depth >= MAX_INPUT_DEPTH) {
      return badRequest(field, `Nested deeper than ${MAX_INPUT_DEPTH} levels`, 'too_deep')
    }
    for (const [key, child] of Object.entries(item.value)) {
      if (isUnsafeText(key)) {
        return badRequest(
          field,
          'Field names may not contain NUL bytes or unpaired surrogates',
          'invalid_text',
        )
      }
      stack.push({ value: child, path: [...item.path, key], depth: item.depth + 1 })
    }
  }
  return null
}

/** preValidation hook: runs after authorization and body parsing, before the zod schemas. */
export async function rejectUnsafeInput(request: FastifyRequest) {
  for (const [part, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const problem = findUnsafeInput(value, part)
    if (problem) throw problem
  }
}
