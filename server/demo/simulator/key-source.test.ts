import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { keyFile, parseCredentials } from './key-source'

describe('parseCredentials', () => {
  it('reads clientId:secret, or the API tab credentials file', () => {
    expect(parseCredentials('plant-simulator-1a2b:s3cr3t\n')).toBe('plant-simulator-1a2b:s3cr3t')
    expect(parseCredentials(JSON.stringify({ clientId: 'pk_1', secret: 'abc', alias: 'x' }))).toBe('pk_1:abc')
  })

  it('refuses what holds no key', () => {
    for (const text of ['', 'no-colon', ':secret', 'id:', 'id: spaced secret', '{"clientId":"a"}', '{broken'])
      expect(parseCredentials(text), text).toBeNull()
  })
})

describe('keyFile', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  const fileWith = (text: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sim-key-'))
    dirs.push(dir)
    const file = path.join(dir, 'simulator-key.txt')
    writeFileSync(file, text)
    return file
  }

  it('switches only to another usable key, and keeps its key while the file is gone or broken', () => {
    const file = fileWith('a:1\n')
    const keys = keyFile(file)
    expect(keys.current()).toBe('a:1')
    expect(keys.reload()).toBe(false)
    writeFileSync(file, 'half written')
    expect(keys.reload()).toBe(false)
    rmSync(file)
    expect(keys.reload()).toBe(false)
    expect(keys.current()).toBe('a:1')
    writeFileSync(file, 'b:2')
    expect(keys.reload()).toBe(true)
    expect(keys.current()).toBe('b:2')
  })

  it('refuses to start from a file without a key', () => {
    expect(() => keyFile(fileWith('nothing here'))).toThrow(/holds no API key/)
  })
})
