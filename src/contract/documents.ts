import { z } from 'zod'
import { documentSections } from './document-sections'

/** Manual sections of a machine (spec 001 §2.4), in a zod-free module for the answer guards. */
export { type DocumentSection, documentSections, multilingualSections } from './document-sections'
export const documentSectionSchema = z.enum(documentSections)

export const documentSchema = z.object({
  id: z.number().int(),
  machineSerialNumber: z.string(),
  section: documentSectionSchema,
  language: z.string(),
  title: z.string(),
  slug: z.string(),
  pages: z.number().int(),
  size: z.number().int(),
  /** GET it for the PDF (Range requests supported). */
  url: z.string(),
})
export type TechDocument = z.infer<typeof documentSchema>

export const documentMachineSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  serialNumber: z.string(),
  machineLineName: z.string(),
  machineModelName: z.string(),
  machineModelImage: z.string(),
  documentCount: z.number().int(),
})
export type DocumentMachine = z.infer<typeof documentMachineSchema>

/** Document language (spec 001 §3): driveId, fullName, selected. */
export const documentLanguageSchema = z.object({
  driveId: z.string(),
  fullName: z.string(),
  selected: z.boolean(),
})
export type DocumentLanguage = z.infer<typeof documentLanguageSchema>

/** GET /documents/machines/:serialNumber: a machine's manuals and the languages they come in. */
export const machineDocumentsSchema = z.object({
  documents: z.array(documentSchema),
  languages: z.array(documentLanguageSchema),
})
export type MachineDocuments = z.infer<typeof machineDocumentsSchema>

/** A piece of a search snippet; `hit` marks the words that matched. */
export const snippetPartSchema = z.object({ text: z.string(), hit: z.boolean() })
export type SnippetPart = z.infer<typeof snippetPartSchema>

export const DOCUMENT_SEARCH_MAX_QUERY = 200
export const DOCUMENT_SEARCH_LIMIT = 30

/** GET /documents/search: words, "a phrase", -excluded (Postgres websearch syntax). */
export const documentSearchQuerySchema = z.object({
  q: z.string().trim().min(2).max(DOCUMENT_SEARCH_MAX_QUERY),
  /** One machine's manuals only (its serial number). */
  machine: z.string().min(1).max(80).optional(),
  // The max says what the pattern implies, for the form's transport limit (server/http/form-limits.ts).
  language: z
    .string()
    .regex(/^[a-z]{2}_[A-Z]{2}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(DOCUMENT_SEARCH_LIMIT),
})

export const documentSearchHitSchema = z.object({
  documentId: z.number().int(),
  machineSerialNumber: z.string(),
  machineName: z.string(),
  section: documentSectionSchema,
  language: z.string(),
  title: z.string(),
  pages: z.number().int(),
  /** 1-based, as the viewer numbers pages. */
  page: z.number().int(),
  snippet: z.array(snippetPartSchema),
})
export type DocumentSearchHit = z.infer<typeof documentSearchHitSchema>

/** GET /documents/files/:id/text: the page texts the server indexed, for search on the device. */
export const documentTextSchema = z.object({ id: z.number().int(), pages: z.array(z.string()) })
export type DocumentText = z.infer<typeof documentTextSchema>

/** Upload limits for manuals (POST /documents/machines/:serialNumber). */
export const DOCUMENT_MAX_BYTES = 100 * 1024 * 1024
export const documentUploadFieldsSchema = z.object({
  section: documentSectionSchema,
  // The max says what the pattern implies, for the form's transport limit (server/http/form-limits.ts).
  language: z
    .string()
    .regex(/^[a-z]{2}_[A-Z]{2}$/, 'A language code such as en_EN')
    .max(5),
  title: z.string().trim().max(200).optional(),
})
