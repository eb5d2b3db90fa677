/**
 * Where the simulator's API key comes from: given once (--key), or a file it re-reads while the key
 * is refused (DATA_DIR/simulator-key.txt in process, --key-file for the CLI), so an operator
 * provisions a new key by writing the file, without a restart (ADR 026). The file holds
 * "clientId:secret", or the credentials file the API tab downloads ({"clientId", "secret", ...}).
 */
import { readFileSync } from 'node:fs'

/** "clientId:secret" from a key file's text, or null when it holds neither form. */
export function parseCredentials(text: string): string | null {
  const trimmed = text.trim()
  if (trimmed.startsWith('{')) {
    try {
      const { clientId, secret } = JSON.parse(trimmed) as { clientId?: unknown; secret?: unknown }
      return typeof clientId === 'string' && typeof secret === 'string' ? `${clientId}:${secret}` : null
    } catch {
      return null
    }
  }
  return /^[^\s:]+:\S+$/.test(trimmed) ? trimmed : null
}

export interface KeySource {
  current(): string
  /** Reads the source again; true when it now holds another usable key (then current() is it). */
  reload(): boolean
  /** What brings a refused key back, for the warning. */
  readonly recovery: string
}

export function fixedKey(
  credentials: string,
  recovery = 'the simulator restarts with a working key',
): KeySource {
  return { current: () => credentials, reload: () => false, recovery }
}

/** A key file; `initial` when the caller has just read (or written) it. */
export function keyFile(file: string, initial?: string, recovery?: string): KeySource {
  const read = () => {
    try {
      return parseCredentials(readFileSync(file, 'utf8'))
    } catch {
      return null // missing or unreadable for now: keep the key in hand
    }
  }
  let key = initial ?? read()
  if (!key) throw new Error(`${file} holds no API key (clientId:secret or the API tab's credentials file)`)
  return {
    current: () => key!,
    reload() {
      const found = read()
      if (!found || found === key) return false
      key = found
      return true
    },
    recovery: recovery ?? `a new key is written to ${file}`,
  }
}
