/**
 * `npm run bench:documents` (first step): the search across manuals (issue 11) on embedded PGlite
 * with --manuals manuals indexed (default 500, the issue's figure).
 *
 * The demo manuals (94 PDFs, 1,800 pages) are rendered and indexed the real way (pdf.js text per
 * page, `addDocument`); copies of them, attached to the demo machines in turn, bring the index to
 * --manuals manuals (the copies' pages are the same text, so the index grows as a plant's would
 * with more machines of the same models). Each query is then sent --requests times, one at a time,
 * through Fastify's inject as the manager (all 12 machines): p50/p95/max and the number of hits.
 *
 * Options: --manuals N (default 500), --requests N (default 40).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { buildApp } from '../server/app'
import { openDatabase } from '../server/db/client'
import { seedManuals } from '../server/demo/documents/seed-manuals'
import { seedBase } from '../server/demo/seed-base'
import { readEnv } from '../server/env'
import { localStorage } from '../server/lib/storage'
import { hashToken, newToken } from '../server/lib/tokens'
import { percentile } from './report'

const { values: args } = parseArgs({
  options: { manuals: { type: 'string', default: '500' }, requests: { type: 'string', default: '40' } },
})
const MANUALS = Number(args.manuals)
const REQUESTS = Number(args.requests)

const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-docs-'))
const database = await openDatabase({ dataDir: 'memory' })
await database.migrate()
const base = await seedBase(database.db)
const db = database.db
const storage = localStorage(path.join(dir, 'files'))
const seedStarted = performance.now()
const seeded = await seedManuals(db, storage)
const indexMs = performance.now() - seedStarted

// Copies up to MANUALS: a documents row (same file) and its pages, spread over the machines.
const copies = Math.max(0, MANUALS - seeded)
const sources = (await db.execute<{ id: number }>(sql`select id from documents order by id`)).rows
const machineIds = (await db.execute<{ id: number }>(sql`select id from machines order by id`)).rows
for (let i = 0; i < copies; i++) {
  const source = sources[i % sources.length].id
  const machine = machineIds[i % machineIds.length].id
  const [{ id }] = (
    await db.execute<{ id: number }>(sql`
      insert into documents (machine_id, section, language, title, slug, pages, file_id)
      select ${machine}, section, language, title || ' (copy ' || ${i + 1} || ')', slug, pages, file_id
      from documents where id = ${source}
      returning id`)
  ).rows
  await db.execute(sql`
    insert into document_pages (document_id, page, config, text)
    select ${id}, page, config, text from document_pages where document_id = ${source}`)
}
const [{ manuals, pages }] = (
  await db.execute<{ manuals: number; pages: number }>(
    sql`select (select count(*) from documents)::int as manuals, (select count(*) from document_pages)::int as pages`,
  )
).rows
await db.execute(sql`analyze document_pages`)

const app = await buildApp({
  db,
  env: readEnv({ DATA_DIR: dir }),
  now: () => new Date(),
  storage,
  mailer: { send: async () => undefined },
})
await app.ready()
const token = newToken()
await db.execute(sql`
  insert into sessions (user_id, token_hash, expires_at)
  values (${base.userIds['manager@demo.plant']}, ${hashToken(token)}, ${new Date(Date.now() + 86_400_000).toISOString()}::timestamptz)`)

const queries = [
  'doctor blade',
  '"impression setting of deck 6"',
  'register drift sleeve',
  'rasquetas',
  'анилокс',
  'racle anilox',
  'lubrication -gearbox',
  'emergency stop OR lockout',
]
interface Row {
  query: string
  p50: number
  p95: number
  max: number
  hits: number
}
const rows: Row[] = []
for (const q of queries) {
  const times: number[] = []
  let hits = 0
  for (let i = 0; i < REQUESTS + 3; i++) {
    const t0 = performance.now()
    const res = await app.inject({
      method: 'GET',
      url: `/api/documents/search?q=${encodeURIComponent(q)}`,
      headers: { authorization: `Bearer ${token}` },
    })
    const ms = performance.now() - t0
    if (res.statusCode !== 200) throw new Error(`${q}: ${res.statusCode} ${res.body}`)
    hits = (res.json() as unknown[]).length
    if (i >= 3) times.push(ms)
  }
  times.sort((a, b) => a - b)
  rows.push({ query: q, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)!, hits })
}
const all = rows.flatMap((r) => [r.p95])
console.log(
  `\nSearch across manuals: ${manuals} manuals, ${pages} pages indexed (the ${seeded} demo PDFs rendered and ` +
    `indexed in ${Math.round(indexMs)} ms), ${REQUESTS} requests per query, embedded PGlite, in-process\n`,
)
console.log('| query | p50 ms | p95 ms | max ms | hits |')
console.log('|---|---:|---:|---:|---:|')
for (const r of rows) {
  console.log(
    `| \`${r.query}\` | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} | ${r.hits} |`,
  )
}
console.log(`\nworst p95: ${Math.max(...all).toFixed(1)} ms`)
const out = path.resolve(import.meta.dirname, 'results')
mkdirSync(out, { recursive: true })
writeFileSync(
  path.join(out, `documents-search-${new Date().toISOString().slice(0, 10)}.json`),
  JSON.stringify({ manuals, pages, requests: REQUESTS, indexMs, rows }, null, 2),
)
await app.close()
await database.close()
