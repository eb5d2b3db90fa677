/**
 * Manual sections of a machine (spec 001 §2.4); the route segment names. Without zod, for the
 * documents' answer guards (lib/documents/document-answers.ts) and the maintenance screens' shift
 * plan, which must not load the schemas; documents.ts re-exports them.
 */
export const documentSections = [
  'operational',
  'maintenance',
  'electrical',
  'mechanical',
  'subassemblies',
] as const
export type DocumentSection = (typeof documentSections)[number]

/** Sections whose manuals exist in several languages (the language dropdown shows only there). */
export const multilingualSections: readonly DocumentSection[] = ['operational', 'maintenance']
