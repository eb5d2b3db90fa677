/**
 * The documents header (spec 001 §2.4): the section comes from the path, defaulting to the
 * operation manual; the language dropdown shows only where manuals exist in several languages.
 */
import {
  type DocumentLanguage,
  type DocumentSection,
  documentSections,
  multilingualSections,
} from '@/contract/documents'
import { nativeLanguageNames } from '@/contract/language-names'

/** Header order: home first, then the operation manual, maintenance and the installation manuals. */
export const headerSections = ['home', ...documentSections] as const
export type HeaderSection = (typeof headerSections)[number]

/** `/documents/<sn>/<section>/<file>` → the section; 'home' on the index, 'operational' by default. */
export function sectionFromPath(pathname: string): HeaderSection {
  const parts = pathname.split('/').filter(Boolean)
  const at = parts.indexOf('documents')
  if (at < 0 || parts.length <= at + 1) return 'home'
  const section = parts[at + 2]
  return (documentSections as readonly string[]).includes(section)
    ? (section as DocumentSection)
    : 'operational'
}

export interface LanguageChoice {
  /** Whether the dropdown shows. */
  show: boolean
  /** The language whose manuals are listed (null when the section has none). */
  value: string | null
}

/**
 * The language of the listed manuals: the one asked for (the URL), else the user's technical
 * language, else the server's selected one, else the first. The dropdown shows only with several
 * languages, and never in the mechanical, electrical and subassemblies sections.
 */
export function languageChoice(
  languages: DocumentLanguage[],
  section: DocumentSection,
  technicalLanguage: string | null,
  requested?: string,
): LanguageChoice {
  const codes = languages.map((l) => l.driveId)
  const value =
    (requested && codes.includes(requested) ? requested : null) ??
    (technicalLanguage && codes.includes(technicalLanguage) ? technicalLanguage : null) ??
    languages.find((l) => l.selected)?.driveId ??
    codes[0] ??
    null
  return { show: codes.length > 1 && multilingualSections.includes(section), value }
}

/** The document languages, each named in itself (the interface's six: one list, lib/messages). */
export const languageNames: Record<string, string> = nativeLanguageNames

/** The languages of a section's manuals, named in their own language, in a stable order. */
export function sectionLanguages(
  docs: Array<{ section: string; language: string }>,
  section: DocumentSection,
): DocumentLanguage[] {
  const codes = [...new Set(docs.filter((d) => d.section === section).map((d) => d.language))].sort()
  return codes.map((code, i) => ({ driveId: code, fullName: languageNames[code] ?? code, selected: i === 0 }))
}
