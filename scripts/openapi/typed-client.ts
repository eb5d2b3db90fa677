/**
 * A client generated from the served document (openapi-typescript; file parts typed as Blob), with
 * the calls of tests/openapi-client/calls.ts: both typechecked in a folder of their own under
 * node_modules/.cache (inside the repository, outside the app's tsconfig and Biome's files), then
 * run against the server. Answers what the calls did, or throws naming the step that failed.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import openapiTS, { type OpenAPI3 } from 'openapi-typescript'
import sharp from 'sharp'
import { DEMO_PASSWORD } from '../../server/demo/catalog'

const root = path.resolve(import.meta.dirname, '../..')
const template = path.join(root, 'tests', 'openapi-client')

export async function checkTypedClient(documentText: string, serverUrl: string): Promise<string> {
  const dir = path.join(root, 'node_modules', '.cache', `openapi-client-${process.pid}`)
  mkdirSync(dir, { recursive: true })
  try {
    const types = await openapiTS(JSON.parse(documentText) as OpenAPI3, {
      transform: (schema) => (schema.format === 'binary' ? 'Blob' : undefined),
    })
    writeFileSync(path.join(dir, 'schema.d.ts'), types)
    for (const file of ['calls.ts', 'tsconfig.json'])
      copyFileSync(path.join(template, file), path.join(dir, file))
    const tsc = spawnSync(path.join(root, 'node_modules', '.bin', 'tsc'), ['-p', dir], { encoding: 'utf8' })
    if (tsc.status !== 0)
      throw new Error(`the generated client does not typecheck:\n${tsc.stdout}${tsc.stderr}`)
    const { callThroughTypes } = (await import(pathToFileURL(path.join(dir, 'calls.ts')).href)) as {
      callThroughTypes: (base: string, email: string, password: string, photo: Blob) => Promise<string>
    }
    // A real PNG, straight to the server (Prism's proxy would mangle its bytes: ascii-files.ts).
    const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer()
    const photo = new Blob([new Uint8Array(png)], { type: 'image/png' })
    return await callThroughTypes(serverUrl, 'tech@demo.plant', DEMO_PASSWORD, photo)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
