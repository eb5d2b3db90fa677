/**
 * The task form as multipart (POST /maintenance, POST /maintenance/{id}): its text fields and at
 * most one step-by-step PDF under `file`, read whole before the write so the Idempotency-Key hash
 * covers the bytes. A file whose bytes are not a PDF pdf.js can read (the manual upload's check,
 * services/documents/uploaded-pdf.ts) is a 400 naming `file`, whatever type the client declared
 * (the declared type decides nothing); one over 20 MB a 413.
 */
import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { maintenanceTaskInputSchema, TASK_FILE_MAX_BYTES } from '../../../src/contract/maintenance-tasks'
import { dbIdParamSchema } from '../../../src/contract/wire'
import { baseName, nameForType } from '../../documents/content-disposition'
import { badRequest, HttpError } from '../../http/errors'
import { parseBody } from '../../http/parse-body'
import { assertPdfSignature, readUploadedPdf } from '../../services/documents/uploaded-pdf'
import type { InstructionsPdf } from '../../services/maintenance/task-write'

const MAX_MB = TASK_FILE_MAX_BYTES / 1024 / 1024

async function readPdf(part: MultipartFile): Promise<InstructionsPdf> {
  if (part.fieldname !== 'file') {
    part.file.resume()
    throw badRequest(part.fieldname, 'The only file of a task is its PDF, under `file`', 'unexpected_file')
  }
  const data = await part.toBuffer()
  assertPdfSignature(data, 'file', 'The step-by-step instructions must be a PDF')
  return { fileName: nameForType(baseName(part.filename, 'instructions.pdf'), 'application/pdf'), data }
}

/** The form's text fields and its PDF (null when none was sent), limits turned into errors that name the field. */
async function readPdfForm(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw badRequest('body', 'Send the form as multipart/form-data', 'invalid_type')
  }
  const fields: Record<string, unknown> = {}
  let pdf: InstructionsPdf | null = null
  try {
    for await (const part of request.parts({
      limits: { fileSize: TASK_FILE_MAX_BYTES, files: 1, fields: 30, fieldSize: 10_000 },
    })) {
      if (part.type === 'file') pdf = await readPdf(part)
      else fields[part.fieldname] = part.value
    }
  } catch (err) {
    const code = (err as { code?: string }).code
    if (code === 'FST_FILES_LIMIT') throw badRequest('file', 'One PDF per task', 'too_many_files')
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `The PDF is larger than ${MAX_MB} MB`, [
        { field: 'file', code: 'too_big', message: `The step-by-step PDF may be at most ${MAX_MB} MB` },
      ])
    }
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw badRequest('body', 'Too many fields', 'too_big')
    }
    if (typeof code === 'string' && code.startsWith('FST_')) {
      throw badRequest('body', 'The multipart body cannot be read', 'invalid')
    }
    throw err
  }
  // Read whole as the manual upload reads it, once the form is in: a file that only starts with
  // `%PDF-` is refused here, not stored for the technician's viewer to fail on.
  if (pdf) await readUploadedPdf(pdf.data, 'file')
  return { fields, pdf }
}

/** The task's fields, validated by the contract, and its PDF (null when none was sent). */
export async function readTaskUpload(request: FastifyRequest) {
  const { fields, pdf } = await readPdfForm(request)
  return { input: parseBody(maintenanceTaskInputSchema, fields), pdf }
}

/** POST /maintenanceinfo: the task's id (field `taskId`) and its step-by-step PDF (`file`, required). */
export async function readInstructionsUpload(request: FastifyRequest) {
  const { fields, pdf } = await readPdfForm(request)
  const taskId = dbIdParamSchema.safeParse(fields.taskId)
  if (!taskId.success) throw badRequest('taskId', 'Expected the id of a task', 'invalid_type')
  if (!pdf) throw badRequest('file', 'Send the step-by-step PDF under `file`', 'required')
  return { taskId: taskId.data, pdf }
}
