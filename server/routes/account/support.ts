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
import { badRequest, notFound } from '../../http/errors'
import { readForm } from '../../http/form-reader'
import { photosOf } from '../../http/image-upload'
import { photoParts } from '../../http/openapi-form'
import { parseBody } from '../../http/parse-body'
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
import { ownSettings, tags } from './shared'

/** The form's fields and photos: the client sends them under `photos`, older API clients under `files`. */
async function readMultipart(request: FastifyRequest) {
  const form = await readForm(request)
  const fields: Record<string, unknown> = { ...form.fields }
  const files = [
    ...(await photosOf(form.files.photos, 'photos')),
    ...(await photosOf(form.files.files, 'files')),
  ]
  if (files.length > SUPPORT_MAX_FILES) {
    throw badRequest(
      form.files.files ? 'files' : 'photos',
      `At most ${SUPPORT_MAX_FILES} photos`,
      'too_many_files',
    )
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
        'their bytes, whatever the declared type; 10 MB each) under photos (or files; 5 in all), stored re-encoded.',
      consumes: ['application/json', 'multipart/form-data'],
      form: {
        fields: supportMessageRequestSchema,
        files: {
          photos: photoParts(SUPPORT_MAX_FILES, { maxBytes: SUPPORT_MAX_FILE_BYTES }),
          files: photoParts(SUPPORT_MAX_FILES, { maxBytes: SUPPORT_MAX_FILE_BYTES }),
        },
      },
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
