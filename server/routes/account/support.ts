/**
 * Support (SAT) messages (spec 002 §2.9, §7.6): JSON, or multipart with up to 5 photos. The parts
 * are read fully before the write so the Idempotency-Key hash covers the fields and every file's
 * SHA-256 (a retried upload with the same key and the same bytes replays; other bytes are a 422).
 */
import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  SUPPORT_MAX_FILE_BYTES,
  SUPPORT_MAX_FILES,
  supportImageTypes,
  supportMessageRequestSchema,
  supportMessageSchema,
} from '../../../src/contract/account'
import type { AppContext } from '../../context'
import { assertMachineAssigned } from '../../http/auth'
import { badRequest, HttpError, notFound } from '../../http/errors'
import { defineRoute, defineWrite } from '../../http/route'
import {
  createSupportMessage,
  findOwnAttachment,
  forwardSupportMessage,
  listSupportMessages,
  type UploadedFile,
} from '../../services/account/support'
import type { Api } from '../types'
import { attachment, ownSettings, parseBody, tags } from './shared'

const imageTypes: readonly string[] = supportImageTypes

async function readFile(part: MultipartFile): Promise<UploadedFile> {
  if (!imageTypes.includes(part.mimetype)) {
    part.file.resume()
    throw badRequest('files', `Only ${supportImageTypes.join(', ')} photos are accepted`, 'invalid_type')
  }
  const data = await part.toBuffer()
  const fileName = (part.filename || 'photo').split(/[\\/]/).pop()!.slice(0, 200) || 'photo'
  return { fileName, mimeType: part.mimetype, data }
}

/** Fields and files of a multipart request, limits turned into errors that name `files`. */
async function readMultipart(request: FastifyRequest) {
  const fields: Record<string, unknown> = {}
  const files: UploadedFile[] = []
  try {
    const parts = request.parts({
      limits: { fileSize: SUPPORT_MAX_FILE_BYTES, files: SUPPORT_MAX_FILES, fields: 10, fieldSize: 20_000 },
    })
    for await (const part of parts) {
      if (part.type === 'file') files.push(await readFile(part))
      else fields[part.fieldname] = part.value
    }
  } catch (err) {
    const code = (err as { code?: string }).code
    if (code === 'FST_FILES_LIMIT') {
      throw badRequest('files', `At most ${SUPPORT_MAX_FILES} photos`, 'too_many_files')
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'A photo is larger than 10 MB', [
        { field: 'files', code: 'too_big', message: 'Each photo may be at most 10 MB' },
      ])
    }
    throw err
  }
  // Multipart fields are text: a numeric machineId is read as a number.
  if (typeof fields.machineId === 'string') {
    fields.machineId = /^\d+$/.test(fields.machineId)
      ? Number(fields.machineId)
      : fields.machineId || undefined
  }
  return { fields, files }
}

export async function supportRoutes(api: Api, ctx: AppContext) {
  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/sat_mail',
    access: { ...ownSettings, machines: 'checked' },
    schema: {
      tags,
      summary:
        'Send a support message: JSON {subject, message, machineId?}, or multipart with up to 5 photos',
      description:
        'multipart/form-data fields subject, message, machineId and up to 5 files (image/jpeg, image/png, ' +
        'image/webp; 10 MB each) under any field name.',
      consumes: ['application/json', 'multipart/form-data'],
      // Optional because a multipart body is read by the handler (readMultipart), not by the schema.
      body: supportMessageRequestSchema.nullish(),
      response: { 200: supportMessageSchema },
    },
    prepare: async ({ user, request }) => {
      const { fields, files } = request.isMultipart()
        ? await readMultipart(request)
        : { fields: request.body ?? {}, files: [] as UploadedFile[] }
      const input = parseBody(supportMessageRequestSchema, fields)
      if (input.machineId !== undefined) assertMachineAssigned(user, input.machineId)
      return { input, files }
    },
    write: async (tx, { user }, { input, files }) => {
      const message = await createSupportMessage(tx, ctx.storage, user.id, input, files, ctx.now())
      if (ctx.env.SUPPORT_EMAIL) {
        await forwardSupportMessage(
          tx,
          ctx.mailer,
          ctx.env.SUPPORT_EMAIL,
          user.id,
          message,
          ctx.env.PUBLIC_URL,
        )
      }
      return { body: message }
    },
    // The fields and every file's bytes (hashed) identify the request: a retried upload with the
    // same key and bytes replays, other bytes are a 422.
    idempotency: {
      hashInput: (_call, { input, files }) => ({
        ...input,
        files: files.map((f) => ({ fileName: f.fileName, mimeType: f.mimeType, data: f.data })),
      }),
    },
  })

  defineRoute(api, {
    method: 'GET',
    url: '/sat_mail',
    access: ownSettings,
    schema: {
      tags,
      summary: 'The own support messages, newest first, with their attachments',
      response: { 200: z.array(supportMessageSchema) },
    },
    handle: ({ user }) => listSupportMessages(ctx.db, user.id),
  })

  defineRoute(api, {
    method: 'GET',
    url: '/sat_mail/attachments/:id',
    access: ownSettings,
    download: 'image/*',
    errors: [404],
    schema: {
      tags,
      summary: 'Download a photo of an own support message',
      params: z.object({ id: z.uuid() }),
    },
    handle: async ({ user, params, reply }) => {
      const file = await findOwnAttachment(ctx.db, user.id, params.id)
      if (!file) throw notFound('Attachment not found')
      reply
        .header('Content-Type', file.mimeType)
        .header('Content-Length', String(file.size))
        .header('Content-Disposition', attachment(file.fileName))
        .header('Cache-Control', 'private, max-age=3600')
      return reply.send(ctx.storage.stream(file.storageKey))
    },
  })
}
