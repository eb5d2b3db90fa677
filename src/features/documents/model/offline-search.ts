/**
 * Search over the manuals saved on the device (their page texts, kept with the file), so a
 * technician without network still finds the page. Every word of the query must be on the page;
 * accents and case are ignored; a quoted phrase must appear as is. Results mimic the server's:
 * manual, page and a snippet with the hits marked.
 */
import type { SnippetPart } from '@/contract/documents'

export interface SearchableManual {
  documentId: number
  machineSerialNumber: string
  machineName: string
  section: string
  language: string
  title: string
  pages: string[]
}

export interface OfflineHit {
  documentId: number
  machineSerialNumber: string
  machineName: string
  section: string
  language: string
  title: string
  pages: number
  page: number
  snippet: SnippetPart[]
}

/** Lower case without accents, keeping string positions (one output char per input char). */
export function fold(text: string): string {
  let out = ''
  for (const ch of text) {
    const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
    out += (base.length === ch.length ? base : ch).toLowerCase()
  }
  return out
}

/** Quoted phrases and single words of a query, folded. */
export function queryTerms(query: string): string[] {
  const terms: string[] = []
  const re = /"([^"]+)"|(\S+)/g
  for (let m = re.exec(query); m; m = re.exec(query)) {
    const term = fold((m[1] ?? m[2]).trim())
    if (term.length >= 2 || /\d/.test(term)) terms.push(term)
  }
  return terms
}

const SNIPPET_RADIUS = 80

function snippetAround(text: string, folded: string, terms: string[]): SnippetPart[] {
  const first = Math.min(...terms.map((t) => folded.indexOf(t)).filter((i) => i >= 0))
  const start = Math.max(0, first - SNIPPET_RADIUS)
  const end = Math.min(text.length, first + SNIPPET_RADIUS * 2)
  const ranges: Array<[number, number]> = []
  for (const term of terms) {
    for (let i = folded.indexOf(term, start); i >= 0 && i < end; i = folded.indexOf(term, i + term.length)) {
      ranges.push([i, Math.min(end, i + term.length)])
    }
  }
  ranges.sort((a, b) => a[0] - b[0])
  const parts: SnippetPart[] = []
  let at = start
  for (const [from, to] of ranges) {
    if (from < at) continue
    if (from > at) parts.push({ text: text.slice(at, from), hit: false })
    parts.push({ text: text.slice(from, to), hit: true })
    at = to
  }
  if (at < end) parts.push({ text: text.slice(at, end), hit: false })
  if (start > 0) parts[0] = { ...parts[0], text: `…${parts[0].text}` }
  if (end < text.length)
    parts[parts.length - 1] = { ...parts[parts.length - 1], text: `${parts[parts.length - 1].text}…` }
  return parts
}

export function searchSavedManuals(manuals: SearchableManual[], query: string, limit = 30): OfflineHit[] {
  const terms = queryTerms(query)
  if (terms.length === 0) return []
  const hits: Array<OfflineHit & { score: number }> = []
  for (const manual of manuals) {
    manual.pages.forEach((text, i) => {
      const folded = fold(text)
      if (!terms.every((t) => folded.includes(t))) return
      const score = terms.reduce((sum, t) => sum + folded.split(t).length - 1, 0)
      hits.push({
        documentId: manual.documentId,
        machineSerialNumber: manual.machineSerialNumber,
        machineName: manual.machineName,
        section: manual.section,
        language: manual.language,
        title: manual.title,
        pages: manual.pages.length,
        page: i + 1,
        snippet: snippetAround(text, folded, terms),
        score,
      })
    })
  }
  return hits
    .sort((a, b) => b.score - a.score || a.documentId - b.documentId || a.page - b.page)
    .slice(0, limit)
    .map(({ score: _score, ...hit }) => hit)
}
