/**
 * Technical documents (spec 001 §2.4): machines with manuals, a machine's manuals by section and
 * language, and the PDF itself with Range support (pdf.js reads it in chunks; the service worker
 * caches the full 200 answer for offline use).
 */
import { z } from 'zod'
import {
  documentLanguageSchema,
  documentMachineSchema,
  documentSchema,
  documentSectionSchema,
} from '../../../src/contract/documents'
import { dbIdParamSchema } from '../../../src/contract/wire'
import type { AppContext } from '../../context'
import type { UserAccess } from '../../http/access'
import { assertMachineAssigned } from '../../http/auth'
import { notFound } from '../../http/errors'
import { parseRange } from '../../http/range'
import { defineRoute } from '../../http/route'
import {
  findDocumentFile,
  findMachineBySerial,
  listDocumentMachines,
  listMachineDocuments,
} from '../../services/documents/repository'
import type { Api } from '../types'

const readDocs = {
  who: 'user',
  area: 'documents',
  anyOf: ['ROLE_USER', 'ROLE_DOC'],
} as const satisfies UserAccess

const languageNames: Record<string, string> = {
  ca_ES: 'Català',
  en_EN: 'English',
  es_ES: 'Español',
  fr_FR: 'Français',
  pt_PT: 'Português',
  ru_RU: 'Русский',
}

export async function documentRoutes(api: Api, ctx: AppContext) {
  defineRoute(api, {
    method: 'GET',
    url: '/documents/machines',
    access: { ...readDocs, machines: 'filtered' },
    schema: {
      tags: ['documents'],
      summary: 'Machines of the user with their number of manuals',
      response: { 200: z.array(documentMachineSchema) },
    },
    handle: ({ user }) => listDocumentMachines(ctx.db, [...user.machineIds]),
  })

  defineRoute(api, {
    method: 'GET',
    url: '/documents/machines/:serialNumber',
    access: { ...readDocs, machines: 'checked' },
    errors: [404],
    schema: {
      tags: ['documents'],
      summary: "A machine's manuals, optionally one section and language",
      params: z.object({ serialNumber: z.string().min(1).max(80) }),
      querystring: z.object({
        section: documentSectionSchema.optional(),
        language: z
          .string()
          .regex(/^[a-z]{2}_[A-Z]{2}$/)
          .optional(),
      }),
      response: {
        200: z.object({ documents: z.array(documentSchema), languages: z.array(documentLanguageSchema) }),
      },
    },
    handle: async ({ user, params, query }) => {
      const machine = await findMachineBySerial(ctx.db, params.serialNumber)
      if (!machine) throw notFound('Documentation not available for this machine', 'DOCS_UNAVAILABLE')
      assertMachineAssigned(user, machine.id)
      const { section, language } = query
      const inSection = await listMachineDocuments(ctx.db, machine, { section })
      const codes = [...new Set(inSection.map((d) => d.language))]
      const chosen = language && codes.includes(language) ? language : codes[0]
      return {
        documents: language ? inSection.filter((d) => d.language === language) : inSection,
        languages: codes.map((code) => ({
          driveId: code,
          fullName: languageNames[code] ?? code,
          selected: code === chosen,
        })),
      }
    },
  })

  defineRoute(api, {
    method: 'GET',
    url: '/documents/files/:id',
    access: { ...readDocs, machines: 'checked' },
    errors: [404, 416],
    download: 'application/pdf',
    schema: {
      tags: ['documents'],
      summary: 'The PDF of a manual; honours Range (206) for partial reads',
      params: z.object({ id: dbIdParamSchema }),
    },
    handle: async ({ user, params, request, reply }) => {
      const found = await findDocumentFile(ctx.db, params.id)
      if (!found) throw notFound('Chapter not found', 'DOCUMENT_NOT_FOUND')
      assertMachineAssigned(user, found.doc.machineId)
      const { file } = found
      const size = file.size
      const etag = `"${file.sha256}"`
      reply
        .header('Content-Type', 'application/pdf')
        .header('Accept-Ranges', 'bytes')
        .header('ETag', etag)
        .header('Cache-Control', 'private, no-cache')
        .header('Content-Disposition', `inline; filename="${file.fileName}"`)
      if (request.headers['if-none-match'] === etag) return reply.status(304).send()
      const range = parseRange(request.headers.range, size)
      if (range.kind === 'unsatisfiable') {
        return reply.status(416).header('Content-Range', `bytes */${size}`).send()
      }
      if (range.kind === 'partial') {
        return reply
          .status(206)
          .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
          .header('Content-Length', range.end - range.start + 1)
          .send(ctx.storage.stream(file.storageKey, range))
      }
      return reply.header('Content-Length', size).send(ctx.storage.stream(file.storageKey))
    },
  })
}
