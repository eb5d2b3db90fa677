/**
 * fast-check arbitraries from the JSON Schemas of the OpenAPI document: values that fit the schema,
 * where every node may instead be "broken" (a wrong type, an extreme, a NUL byte, a lone surrogate,
 * deep nesting, a missing required or an extra field). The server must answer each with a documented
 * status and shape, never a 5xx (tests/server/fuzz/openapi-fuzz.test.ts). validSchemaArbitrary
 * leaves the breaking out.
 */
import fc from 'fast-check'

export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  /** A tuple's items (zod's JSON Schema export, draft 2020-12). */
  prefixItems?: JsonSchema[]
  /** A record's values. */
  additionalProperties?: JsonSchema | boolean
  minItems?: number
  maxItems?: number
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  default?: unknown
}

/** Values no schema of the API accepts in most places: the edges a fuzzer tries first. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    '',
    0,
    -1,
    2147483648,
    9007199254740992,
    -9007199254740992,
    1e308,
    Number.MIN_VALUE,
    true,
    'a\u0000b',
    '\ud800',
    'x'.repeat(20_000),
    '1; drop table users',
    '../../etc/passwd',
    [],
    {},
  ),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.constant(JSON.parse(`${'['.repeat(60)}${']'.repeat(60)}`)),
)

const BREAK_WEIGHT = 1
const KEEP_WEIGHT = 7

function numberArbitrary(schema: JsonSchema, integer: boolean) {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined)
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined)
  if (integer) {
    return fc.integer({
      min: Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER),
      max: Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER),
    })
  }
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true })
}

function stringArbitrary(schema: JsonSchema) {
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern))
    } catch {
      // A pattern JavaScript cannot read: any string will do.
    }
  }
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString())
  if (schema.format === 'email') return fc.emailAddress()
  if (schema.format === 'uuid') return fc.uuid()
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 60) })
}

function objectArbitrary(schema: JsonSchema, depth: number, breaks: boolean): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {}
  const required = new Set(schema.required ?? [])
  const shape = Object.fromEntries(
    Object.entries(properties).map(([key, child]) => [key, nodeArbitrary(child, depth + 1, breaks)]),
  )
  const record = fc.record(shape, { requiredKeys: [...required].filter((k) => k in shape) })
  if (!breaks) {
    const values = schema.additionalProperties
    // A record (no named fields, typed values): a few entries.
    if (!schema.properties && typeof values === 'object') {
      return fc.dictionary(fc.string({ maxLength: 8 }), nodeArbitrary(values, depth + 1, false), {
        maxKeys: 3,
      })
    }
    return record
  }
  return fc.oneof(
    { weight: KEEP_WEIGHT, arbitrary: record },
    // A required field left out, or a field the schema does not know.
    {
      weight: BREAK_WEIGHT,
      arbitrary: fc
        .tuple(record, fc.constantFrom(...(required.size ? [...required] : ['extra'])))
        .map(([value, key]) => {
          const copy = { ...(value as Record<string, unknown>) }
          delete copy[key]
          return copy
        }),
    },
    {
      weight: BREAK_WEIGHT,
      arbitrary: fc.tuple(record, nastyValue).map(([v, x]) => ({ ...(v as object), zz: x })),
    },
  )
}

/** An arbitrary for a schema; `depth` bounds the recursion of nested schemas. */
export function schemaArbitrary(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  return nodeArbitrary(schema, depth, true)
}

/**
 * Only values that fit the schema: the answers a server sends (src/lib/api/answer-guards.test.ts
 * checks the client's hand-written guards with them).
 */
export const validSchemaArbitrary = (schema: JsonSchema): fc.Arbitrary<unknown> =>
  nodeArbitrary(schema, 0, false)

function nodeArbitrary(
  schema: JsonSchema | undefined,
  depth: number,
  breaks: boolean,
): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema ?? {}, depth, breaks)
  if (depth > 6 || !breaks) return valid
  return fc.oneof({ weight: KEEP_WEIGHT, arbitrary: valid }, { weight: BREAK_WEIGHT, arbitrary: nastyValue })
}

function validArbitrary(schema: JsonSchema, depth: number, breaks: boolean): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => validArbitrary(s, depth + 1, breaks)))
  if (schema.allOf?.length) return validArbitrary(schema.allOf[0], depth + 1, breaks)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'object':
      return objectArbitrary(schema, depth, breaks)
    case 'array':
      if (schema.prefixItems)
        return fc.tuple(...schema.prefixItems.map((s) => nodeArbitrary(s, depth + 1, breaks)))
      return fc.array(nodeArbitrary(schema.items, depth + 1, breaks), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      })
    case 'string':
      return stringArbitrary(schema)
    case 'integer':
      return numberArbitrary(schema, true)
    case 'number':
      return numberArbitrary(schema, false)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}
