/**
 * Manual sections of a machine (spec 001 §2.4); the route segment names. Without zod, for the
 * documents' answer guards (lib/documents/document-answers.ts); documents.ts re-exports them.
 */
export const documentSections = [
  'operational',
  'maintenance',
  'electrical',
  'mechanical',
  'subassemblies',
] as const
