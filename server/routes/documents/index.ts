/**
 * Technical documents (spec 001 §2.4): machines with manuals, a machine's manuals by section and
 * language, and the PDF itself with Range support (pdf.js reads it in chunks; the service worker
 * caches the full 200 answer for offline use).
 */
import { z } from 'zod'
import {
  DOCUMENT_MAX_BYTES,
  documentMachineSchema,
  documentSchema,
  documentSearchHitSchema,
  documentSearchQuerySchema,
  documentSectionSchema,
  documentTextSchema,
  documentUploadFieldsSchema,
  machineDocumentsSchema,
} from '../../../src/contract/documents'
import { nativeLanguageNames } from '../../../src/contract/language-names'
import { dbIdParamSchema } from '../../../src/contract/wire'
import type { AppContext } from '../../context'
import { baseName, nameForType } from '../../documents/content-disposition'
import type { UserAccess } from '../../http/access'
import type { Api } from '../../http/api'
import { notFound } from '../../http/errors'
import { type FormFilePart, readForm } from '../../http/form-reader'
import { pdfPart } from '../../http/openapi-form'
import { parseBody } from '../../http/parse-body'
import { assertMachineAssigned } from '../../http/principals'
import { defineRoute, defineWrite } from '../../http/route'
import { sendStoredFile } from '../../http/send-file'
import { storeManual } from '../../services/documents/add-document'
import {
  findDocumentFile,
  findMachineBySerial,
  listDocumentMachines,
  listMachineDocuments,
} from '../../services/documents/repository'
import { documentPageTexts, searchDocuments } from '../../services/documents/search'
import { assertPdfSignature, readUploadedPdf } from '../../services/documents/uploaded-pdf'

const readDocs = {
  who: 'user',
  area: 'documents',
  anyOf: ['ROLE_USER', 'ROLE_DOC'],
} as const satisfies UserAccess

const uploadDocs = {
  who: 'user',
  area: 'manuals-upload',
  anyOf: ['ROLE_ADMIN'],
} as const satisfies UserAccess

/** The one PDF of an upload, by its bytes whatever type the client declared (400 naming `file`). */
function manualOf(part: FormFilePart) {
  assertPdfSignature(part.data, 'file')
  return { fileName: nameForType(baseName(part.fileName, 'manual.pdf'), 'application/pdf'), data: part.data }
}

const languageNames: Record<string, string> = nativeLanguageNames

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
      response: { 200: machineDocumentsSchema },
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
    url: '/documents/search',
    access: { ...readDocs, machines: 'filtered' },
    errors: [404],
    schema: {
      tags: ['documents'],
      summary: "Search the text of all manuals of the user's machines (or one machine)",
      description:
        'Words, "a phrase" and -excluded words (Postgres websearch syntax), matched with the stemming of ' +
        "each manual's language. Answers the best pages with a snippet whose matching words are marked.",
      querystring: documentSearchQuerySchema,
      response: { 200: z.array(documentSearchHitSchema) },
    },
    handle: async ({ user, query }) => {
      let machineId: number | undefined
      if (query.machine) {
        const machine = await findMachineBySerial(ctx.db, query.machine)
        if (!machine) throw notFound('Documentation not available for this machine', 'DOCS_UNAVAILABLE')
        assertMachineAssigned(user, machine.id)
        machineId = machine.id
      }
      return searchDocuments(ctx.db, {
        machineIds: [...user.machineIds],
        query: query.q,
        machineId,
        language: query.language,
        limit: query.limit,
      })
    },
  })

  defineRoute(api, {
    method: 'GET',
    url: '/documents/files/:id/text',
    access: { ...readDocs, machines: 'checked' },
    errors: [404],
    schema: {
      tags: ['documents'],
      summary: 'The text of every page of a manual (kept with a saved manual, to search it offline)',
      params: z.object({ id: dbIdParamSchema }),
      response: { 200: documentTextSchema },
    },
    handle: async ({ user, params }) => {
      const found = await findDocumentFile(ctx.db, params.id)
      if (!found) throw notFound('Chapter not found', 'DOCUMENT_NOT_FOUND')
      assertMachineAssigned(user, found.doc.machineId)
      return { id: found.doc.id, pages: await documentPageTexts(ctx.db, found.doc.id) }
    },
  })

  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/documents/machines/:serialNumber',
    access: { ...uploadDocs, machines: 'checked' },
    errors: [404, 413],
    schema: {
      tags: ['documents'],
      summary:
        'Add a manual to a machine (administrators): multipart with section, language, title and the PDF',
      description: `multipart/form-data fields section, language (e.g. en_EN), optional title, and one PDF under \`file\` (at most ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB). Its text is indexed for search.`,
      form: {
        fields: documentUploadFieldsSchema,
        files: { file: pdfPart(DOCUMENT_MAX_BYTES, { required: true }) },
      },
      params: z.object({ serialNumber: z.string().min(1).max(80) }),
      response: { 200: documentSchema },
    },
    prepare: async ({ user, params, request }) => {
      const machine = await findMachineBySerial(ctx.db, params.serialNumber)
      if (!machine) throw notFound('Documentation not available for this machine', 'DOCS_UNAVAILABLE')
      assertMachineAssigned(user, machine.id)
      // The reader requires the declared `file`: one PDF, at most DOCUMENT_MAX_BYTES (413).
      const form = await readForm(request)
      const file = manualOf(form.files.file[0])
      const input = parseBody(documentUploadFieldsSchema, form.fields)
      const text = await readUploadedPdf(file.data, 'file')
      return { machine, input, file, text }
    },
    write: async (tx, _call, { machine, input, file, text }) => {
      const { document, size } = await storeManual(
        tx,
        ctx.storage,
        { machineId: machine.id, ...input, fileName: file.fileName, data: file.data, now: ctx.now() },
        text,
      )
      return {
        body: {
          id: document.id,
          machineSerialNumber: machine.serialNumber,
          section: document.section,
          language: document.language,
          title: document.title,
          slug: document.slug,
          pages: document.pages,
          size,
          url: `/api/documents/files/${document.id}`,
        },
      }
    },
    idempotency: {
      hashInput: (_call, { machine, input, file }) => ({ machine: machine.id, ...input, data: file.data }),
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
      description: '`?download=1` answers it as an attachment (saved under its file name) instead of inline.',
      params: z.object({ id: dbIdParamSchema }),
      querystring: z.object({ download: z.enum(['0', '1']).optional() }),
    },
    handle: async ({ user, params, query, request, reply }) => {
      const found = await findDocumentFile(ctx.db, params.id)
      if (!found) throw notFound('Chapter not found', 'DOCUMENT_NOT_FOUND')
      assertMachineAssigned(user, found.doc.machineId)
      return sendStoredFile(request, reply, ctx.storage, found.file, {
        disposition: query.download === '1' ? 'attachment' : 'inline',
        contentType: 'application/pdf',
      })
    },
  })
}
