/**
 * Support (SAT) messages (spec 002 §2.9, §7.6): JSON, or multipart with up to 5 photos. The parts
 * are read fully before the write so the Idempotency-Key hash covers the fields and every file's
 * SHA-256 (a retried upload with the same key and the same bytes replays; other bytes are a 422).
 * Photos are typed by their bytes and stored re-encoded (server/http/image-upload.ts), like a work
 * order's.
 */
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  SUPPORT_MAX_FILE_BYTES,
  SUPPORT_MAX_FILES,
  supportMessageRequestSchema,
  supportMessageSchema,
} from '../../../src/contract/account'
import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { badRequest, HttpError, notFound } from '../../http/errors'
import { readImagePart } from '../../http/image-upload'
import { assertMachineAssigned } from '../../http/principals'
import { defineRoute, defineWrite } from '../../http/route'
import { sendStoredFile } from '../../http/send-file'
import type { UploadedImage } from '../../lib/reencode-image'
import {
  createSupportMessage,
  findOwnAttachment,
  forwardSupportMessage,
  listSupportMessages,
} from '../../services/account/support'
import { ownSettings, parseBody, tags } from './shared'

/** Fields and files of a multipart request, limits turned into errors that name `files`. */
async function readMultipart(request: FastifyRequest) {
  const fields: Record<string, unknown> = {}
  const files: UploadedImage[] = []
  try {
    const parts = request.parts({
      limits: { fileSize: SUPPORT_MAX_FILE_BYTES, files: SUPPORT_MAX_FILES, fields: 10, fieldSize: 20_000 },
    })
    for await (const part of parts) {
      if (part.type === 'file') files.push(await readImagePart(part, 'files'))
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
        'multipart/form-data fields subject, message, machineId and up to 5 files (JPEG, PNG or WebP by ' +
        'their bytes, whatever the declared type; 10 MB each) under any field name, stored re-encoded.',
      consumes: ['application/json', 'multipart/form-data'],
      // Optional because a multipart body is read by the handler (readMultipart), not by the schema.
      body: supportMessageRequestSchema.nullish(),
      response: { 200: supportMessageSchema },
    },
    prepare: async ({ user, request }) => {
      const { fields, files } = request.isMultipart()
        ? await readMultipart(request)
        : { fields: request.body ?? {}, files: [] as UploadedImage[] }
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
    // The fields and every file's bytes as sent (hashed) identify the request: a retried upload
    // with the same key and bytes replays, other bytes are a 422.
    idempotency: {
      hashInput: (_call, { input, files }) => ({
        ...input,
        files: files.map((f) => ({ fileName: f.fileName, mimeType: f.mimeType, data: f.original })),
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
    errors: [404, 416],
    schema: {
      tags,
      summary: 'Download a photo of an own support message',
      params: z.object({ id: z.uuid() }),
    },
    handle: async ({ user, params, request, reply }) => {
      const file = await findOwnAttachment(ctx.db, user.id, params.id)
      if (!file) throw notFound('Attachment not found')
      return sendStoredFile(request, reply, ctx.storage, file, { disposition: 'attachment' })
    },
  })
}
