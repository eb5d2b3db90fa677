/**
 * Guards of API answers written as a small description of the contract's schema, checked without
 * zod (lib/api/guards.ts says why the first screens do without it). The description is typed from
 * the schema's inferred type: `shapeGuard<Session>({ ... })` only compiles when every field of
 * Session is described, with its kind and nullability, and no other field is, so a schema that
 * changes breaks the build until its guard follows. src/lib/api/answer-guards.test.ts checks each
 * guard against its zod schema with generated answers.
 *
 * What a description cannot say, the guard does not check: string patterns and lengths, the
 * ranges of non-integers. The server validates every answer against the full schema before sending it.
 */

/** How one value is checked. */
export type Check =
  | Kind
  | 'integer'
  | 'unknown'
  | { readonly oneOf: readonly unknown[] }
  | { readonly between: readonly [min: number, max: number] }
  | { readonly either: { readonly [kind in Kind]?: true } }
  | { readonly nullable: Check }
  | { readonly optional: Check }
  | { readonly list: Check }
  | { readonly tuple: readonly Check[] }
  | { readonly values: Check }
  | { readonly fields: { readonly [key: string]: Check } }

type Kind = 'string' | 'number' | 'boolean'

/** The kinds of a union of primitives: string | number gives 'string' | 'number'. */
type KindsOf<T> = T extends string
  ? 'string'
  : T extends number
    ? 'number'
    : T extends boolean
      ? 'boolean'
      : never

/**
 * The description a value of type T needs: the type's structure, field by field. A number may be
 * checked as 'integer' (zod's int() infers plain number) or as an integer `between` two bounds
 * (int().min().max()); a literal union lists its members, a
 * union of primitive types names their kinds; a record (string keys) describes its values.
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
            ? 'number' | 'integer' | { readonly between: readonly [min: number, max: number] }
            : { readonly oneOf: readonly T[] }
          : [T] extends [boolean]
            ? boolean extends T
              ? 'boolean'
              : { readonly oneOf: readonly T[] }
            : [T] extends [string | number | boolean]
              ? { readonly either: { readonly [kind in KindsOf<T>]: true } }
              : [T] extends [readonly unknown[]]
                ? number extends T['length']
                  ? { readonly list: CheckFor<T[number]> }
                  : { readonly tuple: { readonly [I in keyof T]: CheckFor<T[I]> } }
                : [T] extends [object]
                  ? string extends keyof T
                    ? { readonly values: CheckFor<T[string & keyof T]> }
                    : { readonly fields: { readonly [K in keyof T]-?: CheckFor<T[K]> } }
                  : never

const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isKind = (value: unknown, kind: Kind | 'integer'): boolean => {
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value)
  if (kind === 'integer') return Number.isSafeInteger(value)
  return typeof value === kind
}

/** Whether a value (parsed JSON) passes a check; the same rules as zod's for these kinds. */
export function passes(value: unknown, check: Check): boolean {
  if (check === 'unknown') return true
  if (typeof check === 'string') return isKind(value, check)
  if ('optional' in check) return value === undefined || passes(value, check.optional)
  if ('nullable' in check) return value === null || passes(value, check.nullable)
  if ('oneOf' in check) return check.oneOf.includes(value)
  if ('between' in check) {
    const [min, max] = check.between
    return isKind(value, 'integer') && (value as number) >= min && (value as number) <= max
  }
  if ('either' in check) return Object.keys(check.either).some((kind) => isKind(value, kind as Kind))
  if ('list' in check) return Array.isArray(value) && value.every((item) => passes(item, check.list))
  if ('tuple' in check) {
    const { tuple } = check
    return Array.isArray(value) && value.length === tuple.length && tuple.every((c, i) => passes(value[i], c))
  }
  if ('values' in check)
    return isPlainRecord(value) && Object.values(value).every((v) => passes(v, check.values))
  const { fields } = check
  return isPlainRecord(value) && Object.keys(fields).every((key) => passes(value[key], fields[key]))
}

/** A guard for T from the description T's type asks for (fields not described are not looked at). */
export const shapeGuard =
  <T>(check: CheckFor<T>) =>
  (value: unknown): value is T =>
    passes(value, check as Check)
