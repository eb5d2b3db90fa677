/**
 * The OpenAPI requestBody of a multipart/form-data write. Fastify never validates these bodies (the
 * handler reads the parts itself, server/http/image-upload.ts and the route's reader), so without
 * this a client generator or a validating proxy sees a write with no body at all. A route declares
 * its form as `schema.form` (server/http/route.ts): the contract's zod schema of the text fields,
 * and each file part with its types, size and count; the document is derived from that, so the
 * limits written here are the ones the readers apply.
 */
import { z } from 'zod'
import { IMAGE_MAX_BYTES } from './image-upload'

export interface FormFile {
  /** The types accepted, judged by the bytes (the declared Content-Type of a part decides nothing). */
  mediaTypes: readonly string[]
  maxBytes: number
  /** How many parts may carry this name: 1 is one file, more an array of files. */
  maxCount: number
  required?: boolean
}

export interface FormDeclaration {
  /** The text fields, as the contract validates them once read (each part arrives as text). */
  fields?: z.ZodType
  files: Readonly<Record<string, FormFile>>
}

/** Photos (server/http/image-upload.ts): PNG, JPEG or WebP by their bytes, stored re-encoded. */
export const photoParts = (
  maxCount: number,
  { required = false, maxBytes = IMAGE_MAX_BYTES } = {},
): FormFile => ({
  mediaTypes: ['image/png', 'image/jpeg', 'image/webp'],
  maxBytes,
  maxCount,
  required,
})

/** One PDF, read whole by pdf.js before it is stored (server/services/documents/uploaded-pdf.ts). */
export const pdfPart = (maxBytes: number, { required = false } = {}): FormFile => ({
  mediaTypes: ['application/pdf'],
  maxBytes,
  maxCount: 1,
  required,
})

type JsonSchema = Record<string, unknown>

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`

/** An object or array can only arrive in a form as JSON text: say so, with the JSON's own schema. */
function asFormField(schema: JsonSchema): JsonSchema {
  const types = [schema.type, ...((schema.anyOf as JsonSchema[] | undefined) ?? []).map((s) => s.type)]
  if (!types.includes('object') && !types.includes('array')) return schema
  const { description, ...contentSchema } = schema
  return {
    type: 'string',
    contentMediaType: 'application/json',
    contentSchema,
    description: `${description ? `${description} ` : ''}(JSON text)`,
  }
}

function fileSchema(name: string, file: FormFile): JsonSchema {
  const one = { type: 'string', format: 'binary' }
  const limits = `${file.mediaTypes.join(', ')} by its bytes, at most ${megabytes(file.maxBytes)}`
  if (file.maxCount === 1) return { ...one, description: `${name}: ${limits}` }
  return {
    type: 'array',
    items: one,
    maxItems: file.maxCount,
    description: `Up to ${file.maxCount} files, each part named ${name}: ${limits} each`,
  }
}

/** The multipart/form-data media type object of a form: its schema and each file part's encoding. */
export function formMediaType(form: FormDeclaration) {
  const fields = form.fields
    ? (z.toJSONSchema(form.fields, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
    : { properties: {}, required: [] }
  const properties: Record<string, JsonSchema> = {}
  for (const [name, schema] of Object.entries((fields.properties as Record<string, JsonSchema>) ?? {})) {
    properties[name] = asFormField(schema)
  }
  const required = [...((fields.required as string[] | undefined) ?? [])]
  // Each file part's own types; a repeated part is `form` + `explode` (several parts of one name),
  // and binary parts may hold any byte (allowReserved), for tools that check form encodings.
  const encoding: Record<string, JsonSchema> = {}
  for (const [name, file] of Object.entries(form.files)) {
    properties[name] = fileSchema(name, file)
    if (file.required) required.push(name)
    encoding[name] = {
      contentType: file.mediaTypes.join(', '),
      allowReserved: true,
      ...(file.maxCount > 1 ? { style: 'form', explode: true } : {}),
    }
  }
  return {
    schema: { type: 'object', properties, ...(required.length ? { required } : {}) },
    encoding,
  }
}
