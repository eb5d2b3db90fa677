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
import type { AppContext } from '../../context'
import { assertMachineAssigned, currentUser, requireUser } from '../../http/auth'
import { notFound } from '../../http/errors'
import { parseRange } from '../../http/range'
import {
  findDocumentFile,
  findMachineBySerial,
  listDocumentMachines,
  listMachineDocuments,
} from '../../services/documents/repository'
import type { Api } from '../types'

const readDocs = requireUser({ anyOf: ['ROLE_USER', 'ROLE_DOC'] })

const languageNames: Record<string, string> = {
  ca_ES: 'Català',
  en_EN: 'English',
  es_ES: 'Español',
  fr_FR: 'Français',
  pt_PT: 'Português',
  ru_RU: 'Русский',
}

export async function documentRoutes(api: Api, ctx: AppContext) {
  api.get(
    '/documents/machines',
    {
      preHandler: readDocs,
      schema: {
        tags: ['documents'],
        summary: 'Machines of the user with their number of manuals',
        response: { 200: z.array(documentMachineSchema) },
      },
    },
    async (request) => listDocumentMachines(ctx.db, [...currentUser(request).machineIds]),
  )

  api.get(
    '/documents/machines/:serialNumber',
    {
      preHandler: readDocs,
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
    },
    async (request) => {
      const user = currentUser(request)
      const machine = await findMachineBySerial(ctx.db, request.params.serialNumber)
      if (!machine) throw notFound('Documentation not available for this machine', 'DOCS_UNAVAILABLE')
      assertMachineAssigned(user, machine.id)
      const { section, language } = request.query
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
  )

  api.get(
    '/documents/files/:id',
    {
      preHandler: readDocs,
      schema: {
        tags: ['documents'],
        summary: 'The PDF of a manual; honours Range (206) for partial reads',
        params: z.object({ id: z.coerce.number().int().positive() }),
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const found = await findDocumentFile(ctx.db, request.params.id)
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
  )
}
