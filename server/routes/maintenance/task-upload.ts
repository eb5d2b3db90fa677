/**
 * The task form as multipart (POST /maintenance, POST /maintenance/{id}, POST /maintenanceinfo):
 * read by the shared form reader (server/http/form-reader.ts) as the route declares it, at most one
 * step-by-step PDF under `file` (and a new corrective order's photos under `images`), read whole
 * before the write so the Idempotency-Key hash covers the bytes. A file whose bytes are not a PDF pdf.js can read (the manual upload's check,
 * services/documents/uploaded-pdf.ts) is a 400 naming `file`, whatever type the client declared
 * (the declared type decides nothing); one over 20 MB a 413.
 */
import type { FastifyRequest } from 'fastify'
import { maintenanceTaskInputSchema } from '../../../src/contract/maintenance-tasks'
import { dbIdParamSchema } from '../../../src/contract/wire'
import { baseName, nameForType } from '../../documents/content-disposition'
import { badRequest } from '../../http/errors'
import { type FormFilePart, readForm } from '../../http/form-reader'
import { photosOf } from '../../http/image-upload'
import { parseBody } from '../../http/parse-body'
import { assertPdfSignature, readUploadedPdf } from '../../services/documents/uploaded-pdf'
import type { InstructionsPdf } from '../../services/maintenance/tasks/task-write'

/** The PDF sent under `file`, or null: its signature first, then read whole as a manual is. */
async function pdfOf(parts: FormFilePart[] | undefined): Promise<InstructionsPdf | null> {
  const part = parts?.[0]
  if (!part) return null
  assertPdfSignature(part.data, 'file', 'The step-by-step instructions must be a PDF')
  // A file that only starts with `%PDF-` is refused here, not stored for the technician's viewer to fail on.
  await readUploadedPdf(part.data, 'file')
  return {
    fileName: nameForType(baseName(part.fileName, 'instructions.pdf'), 'application/pdf'),
    data: part.data,
  }
}

/**
 * The task's fields, validated by the contract, its PDF (null when none was sent) and a new
 * corrective work order's photos under `images` (none on an edit: its form declares none).
 */
export async function readTaskUpload(request: FastifyRequest) {
  const form = await readForm(request)
  const input = parseBody(maintenanceTaskInputSchema, form.fields)
  return { input, pdf: await pdfOf(form.files.file), images: await photosOf(form.files.images, 'images') }
}

/** POST /maintenanceinfo: the task's id (field `taskId`) and its step-by-step PDF (`file`, required). */
export async function readInstructionsUpload(request: FastifyRequest) {
  const form = await readForm(request)
  const taskId = dbIdParamSchema.safeParse(form.fields.taskId)
  if (!taskId.success) throw badRequest('taskId', 'Expected the id of a task', 'invalid_type')
  const pdf = await pdfOf(form.files.file)
  if (!pdf) throw badRequest('file', 'Send the step-by-step PDF under `file`', 'required')
  return { taskId: taskId.data, pdf }
}
