/**
 * `npm test`'s Spectral check (issue 44, ADR 052): the document the server serves at
 * /api/openapi.json (scripts/openapi/served-document.ts), linted with `spectral:oas` (.spectral.yaml).
 * Fails on any error and on any warning of the rules a client generator depends on: an operation
 * without an operationId, one with an undeclared tag. Prints the count of every rule that spoke.
 * Usage: tsx scripts/openapi/check-lint.ts
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { servedDocument } from './served-document'

const root = path.resolve(import.meta.dirname, '../..')
/** Warnings that fail the check as errors do: without them a generated client has no method names. */
const BLOCKING = new Set(['operation-operationId', 'operation-tag-defined'])
const SEVERITY = ['error', 'warning', 'info', 'hint']

interface Finding {
  code: string
  severity: number
  message: string
  path: string[]
}

const started = Date.now()
const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-lint-'))
try {
  const file = path.join(dir, 'openapi.json')
  writeFileSync(file, await servedDocument())
  const lint = spawnSync(
    path.join(root, 'node_modules', '.bin', 'spectral'),
    [
      'lint',
      file,
      '--ruleset',
      path.join(root, '.spectral.yaml'),
      '--format',
      'json',
      '--quiet',
      '--fail-severity',
      'error',
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  let findings: Finding[]
  try {
    findings = JSON.parse(lint.stdout || '[]') as Finding[]
  } catch {
    throw new Error(`spectral answered no report (exit ${lint.status}):\n${lint.stdout}${lint.stderr}`)
  }
  const counts = new Map<string, number>()
  for (const f of findings) {
    const key = `${SEVERITY[f.severity] ?? f.severity} ${f.code}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const blocking = findings.filter((f) => f.severity === 0 || BLOCKING.has(f.code))
  console.log(
    `[openapi] spectral:oas on the served document: ${[...counts].map(([k, n]) => `${n} ${k}`).join(', ') || 'nothing'}`,
  )
  for (const f of blocking) console.log(`  ${f.code} at ${f.path.join('.')}: ${f.message}`)
  console.log(
    `[openapi] ${blocking.length ? 'FAILED' : 'passed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  process.exitCode = blocking.length ? 1 : 0
} finally {
  rmSync(dir, { recursive: true, force: true })
}
