import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { persistentSecret } from './persistent-secret'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-secret-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('persistentSecret', () => {
  it('derives the key from the configured secret, one per purpose, the same wherever it runs', () => {
    const a = persistentSecret({
      configured: 'shared-secret-1234',
      dataDir: tempDir(),
      purpose: 'device-cookie',
    })
    const b = persistentSecret({
      configured: 'shared-secret-1234',
      dataDir: tempDir(),
      purpose: 'device-cookie',
    })
    expect(a).toBe(b)
    expect(a).toMatch(/^[0-9a-f]{64}$/)
    expect(a).not.toBe('shared-secret-1234')
    expect(
      persistentSecret({ configured: 'shared-secret-1234', dataDir: tempDir(), purpose: 'other' }),
    ).not.toBe(a)
    expect(
      persistentSecret({ configured: 'another-secret-12', dataDir: tempDir(), purpose: 'device-cookie' }),
    ).not.toBe(a)
  })

  it('without one, makes a key once in the data folder and reads it back after a restart', () => {
    const dataDir = tempDir()
    const first = persistentSecret({ dataDir, purpose: 'device-cookie' })
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    const file = path.join(dataDir, 'secrets', 'device-cookie.key')
    expect(existsSync(file)).toBe(true)
    expect(statSync(file).mode & 0o077).toBe(0)
    expect(persistentSecret({ dataDir, purpose: 'device-cookie' })).toBe(first)
    expect(persistentSecret({ dataDir: tempDir(), purpose: 'device-cookie' })).not.toBe(first)
  })
})
