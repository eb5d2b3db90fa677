/**
 * The checks of the "Add a manual" form before anything is sent (the server checks again and
 * answers a 400 naming the field): a section, a language, and one PDF of at most 100 MB.
 */
import { DOCUMENT_MAX_BYTES, type DocumentSection, documentSections } from '@/contract/documents'

export type UploadProblem = 'required' | 'not-pdf' | 'too-big'

export interface UploadInput {
  section: string | null
  language: string | null
  file: Pick<File, 'name' | 'type' | 'size'> | null
}

export type UploadCheck =
  | { ok: true; section: DocumentSection; language: string }
  | { ok: false; problems: Partial<Record<'section' | 'language' | 'file', UploadProblem>> }

export function checkUpload(input: UploadInput): UploadCheck {
  const problems: Partial<Record<'section' | 'language' | 'file', UploadProblem>> = {}
  if (!input.section || !(documentSections as readonly string[]).includes(input.section))
    problems.section = 'required'
  if (!input.language || !/^[a-z]{2}_[A-Z]{2}$/.test(input.language)) problems.language = 'required'
  if (!input.file) problems.file = 'required'
  else if (input.file.type !== 'application/pdf' && !/\.pdf$/i.test(input.file.name))
    problems.file = 'not-pdf'
  else if (input.file.size > DOCUMENT_MAX_BYTES) problems.file = 'too-big'
  if (Object.keys(problems).length > 0) return { ok: false, problems }
  return { ok: true, section: input.section as DocumentSection, language: input.language as string }
}
