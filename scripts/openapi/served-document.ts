/**
 * The OpenAPI document the server serves at /api/openapi.json, without a database or a port: the
 * app is built over an empty in-memory PGlite (building it queries nothing) and the document is
 * read with inject. Run directly, it writes it to a file: tsx scripts/openapi/served-document.ts <file>
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../../server/app'
import { openDatabase } from '../../server/db/client'
import { readEnv } from '../../server/env'
import { createAppContext } from '../../server/startup/app-context'

export async function servedDocument(): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-'))
  const database = await openDatabase({ dataDir: 'memory' })
  const app = await buildApp(createAppContext(readEnv({ DATA_DIR: dataDir, SIMULATOR: 'off' }), database.db))
  try {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' })
    if (res.statusCode !== 200)
      throw new Error(`GET /api/openapi.json answered ${res.statusCode}: ${res.body}`)
    return res.body
  } finally {
    await app.close()
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = process.argv[2]
  if (!target) throw new Error('usage: tsx scripts/openapi/served-document.ts <file>')
  writeFileSync(target, await servedDocument())
}
