import { intIn } from '@/lib/navigation/search-values'

/**
 * The documents screens' URL search: the manual language, the page to open at and the text to
 * highlight (a search result or a work order links "page 37" this way). Anything else is dropped.
 */
export interface DocumentsSearch {
  lang?: string
  page?: number
  q?: string
}

export function parseDocumentsSearch(raw: Record<string, unknown>): DocumentsSearch {
  // Every key, undefined when absent or bad: TanStack Router lays a route's validated search over
  // the raw one, so a key left out would keep its raw, unchecked value.
  return {
    lang: typeof raw.lang === 'string' && /^[a-z]{2}_[A-Z]{2}$/.test(raw.lang) ? raw.lang : undefined,
    page: intIn(raw.page, 1, 100_000),
    q: typeof raw.q === 'string' && raw.q.trim() ? raw.q.slice(0, 200) : undefined,
  }
}

/** The optional `{-$file}` segment: a document id, or null for the section's list. */
export function parseFileParam(file: string | undefined): number | null {
  if (!file || !/^\d{1,9}$/.test(file)) return null
  return Number(file)
}

/**
 * The route path of a section, typed as one of them: the five section routes have the same params
 * ({machineSN, file?}) and search, so links to any of them type-check the same way.
 */
export const sectionPath = (section: string) =>
  `/documents/$machineSN/${section}/{-$file}` as '/documents/$machineSN/operational/{-$file}'
