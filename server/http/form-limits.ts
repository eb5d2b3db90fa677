/**
 * How many bytes a form's text field may take on the wire, derived from the contract's zod schema,
 * so no transport limit is smaller than what the contract allows (issue 44): zod counts a string's
 * length in UTF-16 code units, and one code unit is at most 3 bytes of UTF-8 (a surrogate pair is
 * 4 bytes for 2 units). A field that carries JSON (a procedure, a usage rule: the contract parses
 * it in a preprocess) is bounded by its longest serialization: every string escaped at its worst
 * (`\u001f`, 6 bytes a unit), numbers as JSON.stringify writes them, no whitespace between tokens.
 *
 * A schema with no bound (a string with only a pattern, a transform of unknown output) is
 * Infinity: the reader refuses to serve a form that declares one, so an unbounded field is found by
 * the first test of its route instead of becoming a silent cut.
 */
import type { z } from 'zod'

/** The longest JSON.stringify of a double: "-1.2345678901234567e-308". */
const NUMBER_BYTES = 24
/** Bytes of one UTF-16 code unit: as raw UTF-8 text, and at its worst inside a JSON string. */
const UTF8_PER_UNIT = 3
const JSON_PER_UNIT = 6
/** Longest text of the string formats the contracts use (a datetime with nanoseconds and offset). */
const FORMAT_CHARS: Record<string, number> = { date: 10, time: 32, datetime: 64, uuid: 36, email: 254 }

type Mode = 'text' | 'json'

interface Def {
  type: string
  checks?: Array<{ _zod: { def: { check: string; maximum?: number; length?: number } } }>
  format?: string
  entries?: Record<string, string | number>
  values?: unknown[]
  innerType?: z.ZodType
  in?: z.ZodType
  out?: z.ZodType
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  options?: z.ZodType[]
  items?: z.ZodType[]
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** The most elements or characters a schema's checks allow (length or maximum), or Infinity. */
function maxLength(def: Def): number {
  let max = Number.POSITIVE_INFINITY
  for (const check of def.checks ?? []) {
    const c = check._zod.def
    if (c.check === 'max_length' && c.maximum !== undefined) max = Math.min(max, c.maximum)
    if (c.check === 'length_equals' && c.length !== undefined) max = Math.min(max, c.length)
  }
  if (def.format && FORMAT_CHARS[def.format]) max = Math.min(max, FORMAT_CHARS[def.format])
  return max
}

const textBytes = (units: number, mode: Mode) =>
  mode === 'text' ? units * UTF8_PER_UNIT : units * JSON_PER_UNIT + 2

const structured = new Set(['object', 'array', 'tuple', 'record'])

function bytes(schema: z.ZodType, mode: Mode): number {
  const def = defOf(schema)
  switch (def.type) {
    case 'string':
      return textBytes(maxLength(def), mode)
    case 'number':
    case 'int':
    case 'bigint':
      return NUMBER_BYTES
    case 'boolean':
      return 5
    case 'null':
      return 4
    case 'enum':
    case 'literal': {
      const values = def.values ?? Object.values(def.entries ?? {})
      return Math.max(0, ...values.map((v) => textBytes(String(v).length, mode)))
    }
    case 'optional':
    case 'nonoptional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return bytes(def.innerType as z.ZodType, mode)
    case 'nullable':
      return Math.max(4, bytes(def.innerType as z.ZodType, mode))
    case 'pipe': {
      // What arrives is the pipe's input; a preprocess's input is its function (unbounded), so the
      // output bounds it, and an object or array there arrived as JSON text.
      const input = bytes(def.in as z.ZodType, mode)
      if (Number.isFinite(input)) return input
      const out = def.out as z.ZodType
      return bytes(out, structured.has(jsonKind(out)) ? 'json' : mode)
    }
    case 'object':
      return Object.entries(def.shape ?? {}).reduce(
        // "key": value, (the comma on the last one pays for the braces' second byte)
        (sum, [key, value]) => sum + textBytes(key.length, 'json') + 2 + bytes(value, 'json'),
        2,
      )
    case 'array':
      return 2 + maxLength(def) * (bytes(def.element as z.ZodType, 'json') + 1)
    case 'tuple':
      return (def.items ?? []).reduce((sum, item) => sum + bytes(item, 'json') + 1, 2)
    case 'union':
      return Math.max(...(def.options ?? []).map((option) => bytes(option, mode)))
    default:
      return Number.POSITIVE_INFINITY
  }
}

/** The structural kind under wrappers (optional, nullable, pipes' output): object, array, string... */
function jsonKind(schema: z.ZodType): string {
  const def = defOf(schema)
  if (def.innerType) return jsonKind(def.innerType)
  if (def.type === 'pipe') {
    // Like bytes(): the input decides, unless it is a preprocess's function.
    const input = jsonKind(def.in as z.ZodType)
    return input === 'transform' ? jsonKind(def.out as z.ZodType) : input
  }
  if (def.type === 'union') return (def.options ?? []).map(jsonKind).find((k) => structured.has(k)) ?? 'union'
  return def.type
}

/** Each text field of a form's fields schema (a zod object, maybe refined or transformed) and its bytes. */
export function formFieldBytes(fields: z.ZodType | undefined): Map<string, number> {
  const limits = new Map<string, number>()
  if (!fields) return limits
  let def = defOf(fields)
  while (def.type === 'pipe') def = defOf(def.in as z.ZodType)
  if (def.type !== 'object') throw new Error(`A form's fields must be a zod object, not ${def.type}`)
  for (const [name, schema] of Object.entries(def.shape ?? {})) limits.set(name, bytes(schema, 'text'))
  return limits
}
