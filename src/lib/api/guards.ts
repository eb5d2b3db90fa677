/**
 * Small checks of API answers for the code of the first screens, where the contract's zod schemas
 * cannot go: zod and the contract modules add about 27 KB gzip to the signed-in start (measured:
 * the signed-in chunk went from 28.8 to 55.7 KB gzip), which would take /home to the edge of its
 * 200 KB budget. Each guard checks the fields its screen reads; the server validates every answer
 * against the full schema before sending it. Screens loaded later parse with the schemas.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export const isInteger = (value: unknown): value is number => Number.isInteger(value)

export const isStringOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === 'string'

/** Throws when a first-screen answer does not have the shape its guard checks. */
export function expectShape<T>(value: unknown, guard: (v: unknown) => v is T, what: string): T {
  if (!guard(value)) throw new TypeError(`Unexpected answer for ${what}`)
  return value
}

/** A field's expected type: '?' allows null. */
export type FieldType = 'string' | 'number' | 'boolean' | 'string?' | 'number?' | 'object'

function fieldIs(value: unknown, type: FieldType): boolean {
  if (type.endsWith('?') && value === null) return true
  const base = type.replace('?', '')
  if (base === 'number') return typeof value === 'number' && Number.isFinite(value)
  if (base === 'object') return isRecord(value)
  return typeof value === base
}

/** A record whose listed fields have the listed types (other fields are not looked at). */
export function hasFields(value: unknown, fields: Readonly<Record<string, FieldType>>): boolean {
  return isRecord(value) && Object.entries(fields).every(([key, type]) => fieldIs(value[key], type))
}

/** A guard for a list of such records. */
export const listOf =
  <T>(fields: Readonly<Record<string, FieldType>>) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.every((item) => hasFields(item, fields))
