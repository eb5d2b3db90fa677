import { z } from 'zod'

/** Manual sections of a machine (spec 001 §2.4); the route segment names. */
export const documentSections = [
  'operational',
  'maintenance',
  'electrical',
  'mechanical',
  'subassemblies',
] as const
export const documentSectionSchema = z.enum(documentSections)
export type DocumentSection = z.infer<typeof documentSectionSchema>

/** Sections whose manuals exist in several languages (the language dropdown shows only there). */
export const multilingualSections: readonly DocumentSection[] = ['operational', 'maintenance']

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
