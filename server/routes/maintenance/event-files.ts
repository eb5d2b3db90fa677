/**
 * Work-order detail, photos, deletion, the file download and the plant's maintenance settings
 * (spec 001 §7). Files are named by their stored id and answered only to who may read what they
 * belong to; photos are checked by their bytes, not their declared type, and stored re-encoded.
 */
import { z } from 'zod'
import {
  eventFacts,
  maintenanceEventDetailSchema,
  maintenanceImageSchema,
  maintenanceSettingsSchema,
} from '../../../src/contract/maintenance'
import { actionVerdict } from '../../../src/contract/maintenance-rules'
import { dbIdParamSchema } from '../../../src/contract/wire'
import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { badRequest, HttpError, notFound } from '../../http/errors'
import { readForm } from '../../http/form-reader'
import { photosOf } from '../../http/image-upload'
import { photoParts } from '../../http/openapi-form'
import type { AuthUser } from '../../http/principals'
import { defineRoute, defineWrite } from '../../http/route'
import { sendStoredFile } from '../../http/send-file'
import { maintenanceActor } from '../../services/maintenance/events/change-event'
import { deleteEvent, eventDetail, visibleEvent } from '../../services/maintenance/events/event-detail'
import { addEventImages } from '../../services/maintenance/events/event-images'
import { assertMayRead, findMaintenanceFile } from '../../services/maintenance/files'
import { maintenanceSettings, saveMaintenanceSettings } from '../../services/maintenance/settings'
import { maintenanceArea, maintenancePlanning, maintenanceSettingsAccess, plantToday } from './shared'

const imagesSchema = z.array(maintenanceImageSchema)

export async function maintenanceEventFileRoutes(api: Api, ctx: AppContext) {
  defineRoute(api, {
    method: 'GET',
    url: '/maintenanceEvent/:id',
    access: { ...maintenanceArea, machines: 'checked' },
    errors: [404],
    schema: {
      tags: ['maintenance'],
      summary: "A work order with its task's details, the step-by-step PDF, the photos and the history",
      description:
        'A user below the manager level reads only the work orders assigned to them (404 otherwise).',
      params: z.object({ id: dbIdParamSchema }),
      response: { 200: maintenanceEventDetailSchema },
    },
    handle: async ({ user, params }) => {
      const settings = await maintenanceSettings(ctx.db, user.plantId)
      return eventDetail(ctx.db, user, params.id, await plantToday(ctx, user), settings.maxSpanDays)
    },
  })

  /** Who may add photos: the work order's people (not read-only roles), even once it is closed. */
  const assertMayAddPhotos = async (user: AuthUser, eventId: number) => {
    const event = await visibleEvent(ctx.db, user, eventId, await plantToday(ctx, user))
    const actor = maintenanceActor(user)
    // Evidence after the fact is welcome: judge as if the work order were still open.
    const verdict = actionVerdict(actor, { ...eventFacts(event), state: 1 }, 'complete')
    if (!verdict.allowed) {
      throw new HttpError(403, 'MAINTENANCE_RULE', `Not allowed: ${verdict.reason}`, undefined, {
        reason: verdict.reason,
      })
    }
  }

  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/maintenanceEvent/:id/maintenanceEventImage',
    access: { ...maintenanceArea, machines: 'checked' },
    errors: [404, 413],
    schema: {
      tags: ['maintenance'],
      summary: 'Add a photo to a work order (multipart `image`: PNG, JPEG or WebP, at most 10 MB)',
      description:
        'The bytes must be a PNG, JPEG or WebP whatever the declared type; the photo is stored re-encoded ' +
        "(no metadata, at most 4096 px a side, at most 50 megapixels sent). Answers the work order's photos.",
      form: { files: { image: photoParts(1, { required: true }) } },
      params: z.object({ id: dbIdParamSchema }),
      response: { 200: imagesSchema },
    },
    prepare: async ({ user, params, request }) => {
      await assertMayAddPhotos(user, params.id)
      const form = await readForm(request)
      return { eventId: params.id, images: await photosOf(form.files.image, 'image') }
    },
    write: async (tx, { user }, { eventId, images }) => ({
      body: await addEventImages(tx, ctx.storage, { eventId, userId: user.id, images, now: ctx.now() }),
    }),
    // The bytes as sent, not as re-encoded: a retry matches even across an encoder upgrade.
    idempotency: {
      hashInput: (_call, { eventId, images }) => ({ eventId, images: images.map((i) => i.original) }),
    },
  })

  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/maintenanceEvent/images',
    access: { ...maintenanceArea, machines: 'checked' },
    errors: [404, 413],
    schema: {
      tags: ['maintenance'],
      summary: 'Add up to 5 photos to a work order (multipart: field eventId and the files under `images`)',
      form: {
        fields: z.object({ eventId: dbIdParamSchema }),
        files: { images: photoParts(5, { required: true }) },
      },
      response: { 200: imagesSchema },
    },
    prepare: async ({ user, request }) => {
      // The event id is a form field, read with the files: the files are checked first, then the id.
      const form = await readForm(request)
      const images = await photosOf(form.files.images, 'images')
      const eventId = dbIdParamSchema.safeParse(form.fields.eventId)
      if (!eventId.success) throw badRequest('eventId', 'Expected the id of a work order', 'invalid_type')
      await assertMayAddPhotos(user, eventId.data)
      return { eventId: eventId.data, images }
    },
    write: async (tx, { user }, { eventId, images }) => ({
      body: await addEventImages(tx, ctx.storage, { eventId, userId: user.id, images, now: ctx.now() }),
    }),
    idempotency: {
      hashInput: (_call, { eventId, images }) => ({ eventId, images: images.map((i) => i.original) }),
    },
  })

  defineWrite(api, ctx.db, {
    method: 'DELETE',
    url: '/maintenanceEvent/:id',
    access: { ...maintenancePlanning, machines: 'checked' },
    errors: [404, 409],
    schema: {
      tags: ['maintenance'],
      summary: 'Delete a work order planned by mistake (managers; never a done one)',
      description:
        'A done work order is the record of work carried out: 409 EVENT_DONE. Cancel keeps the trail; ' +
        'delete removes the work order with its history and its photos (their files answer 404 after).',
      params: z.object({ id: dbIdParamSchema }),
      response: { 200: z.object({ id: z.number().int() }) },
    },
    // The plant day is read before the transaction: PGlite has one connection, and the
    // transaction holds it.
    prepare: async ({ user }) => ({ today: await plantToday(ctx, user) }),
    write: async (tx, { user, params }, { today }) => {
      const { storageKeys } = await deleteEvent(tx, user, params.id, today)
      return {
        body: { id: params.id },
        // The photos' bytes go only once their rows are gone for good; a file left behind by a
        // failed removal is harmless (nothing names it), so it never fails the answer.
        afterCommit: () => {
          for (const key of storageKeys) ctx.storage.remove(key).catch(() => undefined)
        },
      }
    },
  })

  defineRoute(api, {
    method: 'GET',
    url: '/maintenance/file/download',
    access: { ...maintenanceArea, machines: 'checked' },
    errors: [404, 416],
    download: ['application/pdf', 'image/*'],
    schema: {
      tags: ['maintenance'],
      summary: "A task's step-by-step PDF or a work order's photo, by its file id",
      description:
        '`fileUrl` is the file id the detail gives (never a path; anything else is a 400 naming fileUrl); ' +
        '`fileName` names the file (default: its stored name, else file.pdf); `download=1` answers it as an ' +
        "attachment. A file that is not a live task's PDF or a work order's photo is a 404; one of a " +
        'machine not yours a 403 MACHINE_NOT_ASSIGNED; a photo of a work order that is not yours, below the ' +
        'manager level, a 404. Honours Range and If-None-Match.',
      querystring: z.object({
        fileUrl: z.uuid({ message: 'expected the id of a maintenance file' }),
        fileName: z.string().trim().min(1).max(200).optional(),
        download: z.enum(['0', '1']).optional(),
      }),
    },
    handle: async ({ user, query, request, reply }) => {
      const file = await findMaintenanceFile(ctx.db, query.fileUrl)
      if (!file) throw notFound('File not found', 'NOT_FOUND')
      assertMayRead(user, file)
      return sendStoredFile(request, reply, ctx.storage, file, {
        disposition: query.download === '1' ? 'attachment' : 'inline',
        // The name the link gives, else the stored one; file.pdf (the spec's default) for a nameless file.
        fileName: query.fileName ?? (file.fileName || 'file.pdf'),
      })
    },
  })

  defineRoute(api, {
    method: 'GET',
    url: '/maintenance/settings',
    access: maintenanceSettingsAccess,
    schema: {
      tags: ['maintenance'],
      summary:
        "The plant's maintenance settings: working days, hours per day, maximum work-order span (managers)",
      response: { 200: maintenanceSettingsSchema },
    },
    handle: ({ user }) => maintenanceSettings(ctx.db, user.plantId),
  })

  defineWrite(api, ctx.db, {
    method: 'PUT',
    url: '/maintenance/settings',
    access: maintenanceSettingsAccess,
    schema: {
      tags: ['maintenance'],
      summary: "Change the plant's maintenance settings (managers)",
      body: maintenanceSettingsSchema,
      response: { 200: maintenanceSettingsSchema },
    },
    write: async (tx, { user, body }) => {
      if (user.plantId === null) throw notFound('No plant', 'NOT_FOUND')
      return { body: await saveMaintenanceSettings(tx, user.plantId, body) }
    },
  })
}
