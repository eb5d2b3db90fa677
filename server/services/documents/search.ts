/**
 * Search across manuals (Postgres full-text search over document_pages): the query is parsed once
 * per text-search configuration (websearch syntax: words, "a phrase", -not, or), each page matches
 * against the query of its own language, and the best pages come back with a snippet whose hits
 * are marked. Only manuals of the given machines are searched.
 */
import { sql } from 'drizzle-orm'
import type { DocumentSearchHit, SnippetPart } from '../../../src/contract/documents'
import type { Db } from '../../db/client'
import { searchConfigs } from './search-config'

// ts_headline's hit markers: control characters no manual contains, split apart below.
const START = '\u0001'
const STOP = '\u0002'

export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = []
  for (const piece of headline.split(START)) {
    const [hit, rest] = piece.includes(STOP) ? piece.split(STOP, 2) : [null, piece]
    if (hit) parts.push({ text: hit, hit: true })
    if (rest) parts.push({ text: rest, hit: false })
  }
  // Adjacent hits of a phrase come back as separate marks joined by spaces: keep the text as is.
  return parts
}

export interface SearchFilter {
  machineIds: number[]
  query: string
  machineId?: number
  language?: string
  limit: number
}

export async function searchDocuments(db: Db, filter: SearchFilter): Promise<DocumentSearchHit[]> {
  if (filter.machineIds.length === 0) return []
  const configs = sql.join(
    searchConfigs.map((c) => sql`${c}`),
    sql`, `,
  )
  const rows = await db.execute<{
    document_id: number
    serial_number: string
    machine_name: string
    section: DocumentSearchHit['section']
    language: string
    title: string
    pages: number
    page: number
    headline: string
    rank: number
  }>(sql`
    WITH queries AS (
      SELECT cfg, websearch_to_tsquery(cfg, ${filter.query}) AS q
      FROM unnest(ARRAY[${configs}]::regconfig[]) AS cfg
    ),
    hits AS (
      SELECT p.document_id, p.page, p.text, p.config, qs.q, ts_rank(p.tsv, qs.q) AS rank
      FROM queries qs
      JOIN document_pages p ON p.config = qs.cfg AND p.tsv @@ qs.q
      JOIN documents d ON d.id = p.document_id
      WHERE d.machine_id = ANY(${`{${filter.machineIds.map(Number).join(',')}}`}::int[])
        ${filter.machineId !== undefined ? sql`AND d.machine_id = ${filter.machineId}` : sql``}
        ${filter.language ? sql`AND d.language = ${filter.language}` : sql``}
      ORDER BY rank DESC, p.document_id, p.page
      LIMIT ${filter.limit}
    )
    SELECT h.document_id, m.serial_number, m.name AS machine_name, d.section, d.language, d.title,
      d.pages, h.page, h.rank,
      ts_headline(h.config, h.text, h.q,
        'StartSel=' || chr(1) || ', StopSel=' || chr(2) || ', MaxWords=28, MinWords=12, MaxFragments=1') AS headline
    FROM hits h
    JOIN documents d ON d.id = h.document_id
    JOIN machines m ON m.id = d.machine_id
    ORDER BY h.rank DESC, h.document_id, h.page
  `)
  return rows.rows.map((r) => ({
    documentId: Number(r.document_id),
    machineSerialNumber: r.serial_number,
    machineName: r.machine_name,
    section: r.section,
    language: r.language,
    title: r.title,
    pages: Number(r.pages),
    page: Number(r.page),
    snippet: snippetParts(r.headline),
  }))
}

export async function documentPageTexts(db: Db, documentId: number): Promise<string[]> {
  const rows = await db.execute<{ text: string }>(
    sql`SELECT text FROM document_pages WHERE document_id = ${documentId} ORDER BY page`,
  )
  return rows.rows.map((r) => r.text)
}
