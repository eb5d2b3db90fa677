/**
 * A request body that no route schema could check (a multipart form, read by the handler) validated
 * against its contract schema, with the same 400 a route schema gives: every bad field named.
 */
import type { z } from 'zod'
import { HttpError } from './errors'
import { findUnsafeInput } from './safe-input'

/** The parsed body, or a 400 VALIDATION_ERROR naming every bad field (an unsafe one first). */
export function parseBody<T>(schema: z.ZodType<T>, value: unknown): T {
  const unsafe = findUnsafeInput(value, 'body')
  if (unsafe) throw unsafe
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const errors = parsed.error.issues.map((i) => ({
    field: i.path.join('.') || 'body',
    code: i.code,
    message: i.message,
  }))
  throw new HttpError(400, 'VALIDATION_ERROR', `${errors[0].field}: ${errors[0].message}`, errors)
}
