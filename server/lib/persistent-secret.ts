/**
 * A signing key every instance holds alike without keeping state in memory: derived (HMAC, one
 * purpose per key) from the secret the instances are given by configuration (ANALYTICS_SECRET,
 * README "At scale", ADR 027); without one, made once and kept in the data folder, so a restart
 * keeps it and instances sharing DATA_DIR share it. The file is written whole under a temporary
 * name and linked into place: instances starting together all end up reading the same key.
 */
import { createHmac, randomBytes } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export function persistentSecret(options: { configured?: string; dataDir: string; purpose: string }): string {
  if (options.configured) {
    return createHmac('sha256', options.configured).update(`plant-portal ${options.purpose}`).digest('hex')
  }
  const dir = path.resolve(options.dataDir, 'secrets')
  const file = path.join(dir, `${options.purpose}.key`)
  try {
    return readFileSync(file, 'utf8').trim()
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  writeFileSync(temporary, randomBytes(32).toString('hex'), { mode: 0o600 })
  try {
    linkSync(temporary, file)
  } catch (err) {
    // Another instance linked its key first: that one is the key.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
  } finally {
    rmSync(temporary, { force: true })
  }
  return readFileSync(file, 'utf8').trim()
}
