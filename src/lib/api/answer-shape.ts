/**
 * Guards of API answers written as a small description of the contract's schema, checked without
 * zod (lib/api/guards.ts says why the first screens do without it). The description is typed from
 * the schema's inferred type: `shapeGuard<Session>({ ... })` only compiles when every field of
 * Session is described, with its kind and nullability, and no other field is, so a schema that
 * changes breaks the build until its guard follows. src/lib/api/answer-guards.test.ts checks each
 * guard against its zod schema with generated answers.
 *
 * What a description cannot say, the guard does not check: string patterns and lengths, number
 * ranges. The server validates every answer against the full schema before sending it.
 */

/** How one value is checked. */
export type Check =
  | 'string'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'record'
  | 'unknown'
  | { readonly oneOf: readonly unknown[] }
  | { readonly nullable: Check }
  | { readonly optional: Check }
  | { readonly list: Check }
  | { readonly fields: { readonly [key: string]: Check } }

/**
 * The description a value of type T needs: the type's structure, field by field. A number may be
 * checked as 'integer' (zod's int() infers plain number); a literal union lists its members.
 */
export type CheckFor<T> = unknown extends T
  ? 'unknown'
  : undefined extends T
    ? { readonly optional: CheckFor<Exclude<T, undefined>> }
    : null extends T
      ? { readonly nullable: CheckFor<Exclude<T, null>> }
      : [T] extends [string]
        ? string extends T
          ? 'string'
          : { readonly oneOf: readonly T[] }
        : [T] extends [number]
          ? number extends T
            ? 'number' | 'integer'
            : { readonly oneOf: readonly T[] }
          : [T] extends [boolean]
            ? boolean extends T
              ? 'boolean'
              : { readonly oneOf: readonly T[] }
            : [T] extends [readonly (infer E)[]]
              ? { readonly list: CheckFor<E> }
              : [T] extends [object]
                ? string extends keyof T
                  ? 'record'
                  : { readonly fields: { readonly [K in keyof T]-?: CheckFor<T[K]> } }
                : never

const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Whether a value (parsed JSON) passes a check; the same rules as zod's for these kinds. */
export function passes(value: unknown, check: Check): boolean {
  switch (check) {
    case 'string':
    case 'boolean':
      return typeof value === check
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
    case 'integer':
      return Number.isSafeInteger(value)
    case 'record':
      return isPlainRecord(value)
    case 'unknown':
      return true
  }
  if ('optional' in check) return value === undefined || passes(value, check.optional)
  if ('nullable' in check) return value === null || passes(value, check.nullable)
  if ('oneOf' in check) return check.oneOf.includes(value)
  if ('list' in check) return Array.isArray(value) && value.every((item) => passes(item, check.list))
  const { fields } = check
  return isPlainRecord(value) && Object.keys(fields).every((key) => passes(value[key], fields[key]))
}

/** A guard for T from the description T's type asks for (fields not described are not looked at). */
export const shapeGuard =
  <T>(check: CheckFor<T>) =>
  (value: unknown): value is T =>
    passes(value, check as Check)
