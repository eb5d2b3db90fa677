/**
 * The one reader of multipart/form-data bodies (issue 44). A route declares its form once, as
 * `schema.form` (server/http/openapi-form.ts: the contract's zod object of the text fields and each
 * file part's size and count); the OpenAPI document and this reader both take it from there, so
 * the limits documented are the limits applied. Rules, each a 4xx naming the field:
 *
 * - a body that is not multipart where a form is expected: 415;
 * - a part whose name the form does not declare (`__proto__` too), a text part under a file's name
 *   or a file under a text field's name: 400 naming the first such part, whatever comes after
 *   (too many fields is always this: the transport allows one part more than the form declares);
 * - a text field sent twice, a file part more than its count: 400 naming it;
 * - a text value longer than the transport allows: 400 naming it. The transport allows what the
 *   contract allows at its maximum, in any script (server/http/form-limits.ts), so only a value
 *   the contract refuses anyway is cut, and a cut value is never handed on;
 * - a file larger than its declared size: 413 naming it; a required file missing: 400 naming it.
 *
 * The part names are judged as busboy meets each part's header (its `isPartAFile` hook), before
 * @fastify/multipart's own checks: the plugin refuses a name like `__proto__` without saying which.
 * Files are read whole into memory (photos, PDFs: at most their declared size); what their bytes
 * must be is the route's business (server/http/image-upload.ts, services/documents/uploaded-pdf.ts).
 */
import type { FastifyRequest } from 'fastify'
import type { FieldError } from '../../src/contract/errors'
import { HttpError } from './errors'
import { formFieldBytes } from './form-limits'
import type { FormDeclaration } from './openapi-form'

/** A file part as received: the client's file name (maybe empty) and its bytes. */
export interface FormFilePart {
  fileName: string
  data: Buffer
}

export interface ReadForm {
  /** Each declared text field that was sent, once. */
  fields: Record<string, string>
  /** Each declared file field that was sent, with its parts in the order received. */
  files: Record<string, FormFilePart[]>
}

interface Limits {
  textBytes: Map<string, number>
  fieldSize: number
  fileSize: number
  fields: number
  files: number
}

const limitsOf = new WeakMap<FormDeclaration, Limits>()

function limits(form: FormDeclaration): Limits {
  const known = limitsOf.get(form)
  if (known) return known
  const textBytes = formFieldBytes(form.fields)
  for (const [name, bytes] of textBytes) {
    // A programming error, found by the first test of the route: the contract must bound the field.
    if (!Number.isFinite(bytes)) throw new Error(`Form field ${name} has no maximum length in its contract`)
  }
  const files = Object.values(form.files)
  const computed: Limits = {
    textBytes,
    fieldSize: Math.max(1, ...textBytes.values()),
    fileSize: Math.max(1, ...files.map((f) => f.maxBytes)),
    // One more than declared, so the part past the form arrives and is named (see above).
    fields: textBytes.size + 1,
    files: files.reduce((sum, f) => sum + f.maxCount, 0) + 1,
  }
  limitsOf.set(form, computed)
  return computed
}

/** The form the route declared (server/http/route.ts passes `schema.form` on to Fastify). */
function declaredForm(request: FastifyRequest): FormDeclaration {
  const form = (request.routeOptions.schema as { form?: FormDeclaration } | undefined)?.form
  if (!form) throw new Error(`${request.routeOptions.url} reads a form it does not declare (schema.form)`)
  return form
}

const errorCodes: Record<number, string> = { 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE' }

const refused = (status: number, field: string, code: string, message: string) =>
  new HttpError(status, errorCodes[status] ?? 'VALIDATION_ERROR', message, [{ field, code, message }])

const fault = (error: FieldError) => refused(400, error.field, error.code, error.message)

/** Judges each part's name as it arrives; keeps the first fault (the form's order decides which). */
function nameJudge(form: FormDeclaration, textBytes: Map<string, number>) {
  const counts = new Map<string, number>()
  let first: FieldError | null = null
  const judge = (name: string | undefined, isFile: boolean): FieldError | null => {
    if (name === undefined) return { field: 'body', code: 'unrecognized_keys', message: 'A part has no name' }
    const count = (counts.get(name) ?? 0) + 1
    counts.set(name, count)
    const file = Object.hasOwn(form.files, name) ? form.files[name] : undefined
    const text = textBytes.has(name)
    if (!file && !text) {
      return { field: name, code: 'unrecognized_keys', message: `The form has no field "${name}"` }
    }
    if (isFile !== Boolean(file)) {
      const message = file ? `Send a file under "${name}"` : `"${name}" is a text field, not a file`
      return { field: name, code: 'invalid_type', message }
    }
    if (file && count > file.maxCount) {
      return { field: name, code: 'too_many_files', message: `At most ${file.maxCount} under "${name}"` }
    }
    if (!file && count > 1) return { field: name, code: 'duplicate', message: `"${name}" was sent twice` }
    return null
  }
  return {
    // busboy's own rule (@fastify/busboy multipart.js), kept: the hook only looks at the name.
    isPartAFile(name: string | undefined, contentType: string, fileName: string | undefined) {
      const isFile = contentType === 'application/octet-stream' || fileName !== undefined
      first ??= judge(name, isFile)
      return isFile
    },
    get first() {
      return first
    },
  }
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`

/** The route's form: its declared text fields and files, every rule above applied. */
export async function readForm(request: FastifyRequest, form = declaredForm(request)): Promise<ReadForm> {
  if (!request.isMultipart()) {
    throw refused(415, 'body', 'invalid_type', 'Send the form as multipart/form-data')
  }
  const limit = limits(form)
  const names = nameJudge(form, limit.textBytes)
  const fields: Record<string, string> = {}
  const files: Record<string, FormFilePart[]> = {}
  const tooLarge = (name: string) =>
    refused(413, name, 'too_big', `"${name}" may be at most ${megabytes(form.files[name].maxBytes)}`)
  try {
    const parts = request.parts({
      isPartAFile: names.isPartAFile,
      limits: {
        fieldSize: limit.fieldSize,
        fields: limit.fields,
        fileSize: limit.fileSize,
        files: limit.files,
        parts: limit.fields + limit.files,
      },
    } as Parameters<typeof request.parts>[0])
    for await (const part of parts) {
      if (names.first) {
        if (part.type === 'file') part.file.resume()
        throw fault(names.first)
      }
      if (part.type === 'file') {
        const data = await part.toBuffer()
        if (data.length > form.files[part.fieldname].maxBytes) throw tooLarge(part.fieldname)
        files[part.fieldname] ??= []
        files[part.fieldname].push({ fileName: part.filename ?? '', data })
      } else if (part.valueTruncated || part.fieldnameTruncated) {
        const max = limit.textBytes.get(part.fieldname)
        throw refused(400, part.fieldname, 'too_big', `"${part.fieldname}" is longer than ${max} bytes allow`)
      } else fields[part.fieldname] = String(part.value)
    }
  } catch (err) {
    if (names.first) throw fault(names.first)
    if (err instanceof HttpError) throw err
    const { code, part } = err as { code?: string; part?: { fieldname?: string } }
    if (code === 'FST_REQ_FILE_TOO_LARGE' && part?.fieldname) throw tooLarge(part.fieldname)
    // A form cut short, a part without its boundary: the sender's body, so a 400, never a 500.
    if (typeof code === 'string' && code.startsWith('FST_')) {
      throw refused(400, 'body', 'invalid', 'The multipart form cannot be read')
    }
    throw err
  }
  if (names.first) throw fault(names.first)
  for (const [name, file] of Object.entries(form.files)) {
    if (file.required && !files[name]?.length)
      throw refused(400, name, 'required', `Send a file under "${name}"`)
  }
  return { fields, files }
}
