/**
 * Reads the .eml files the server writes under DATA_DIR/mail when no SMTP_URL is set
 * (server/lib/mailer.ts), decoding the body enough to find links in it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export interface StoredMail {
  file: string
  headers: string
  text: string
}

function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

export function readMails(dataDir: string): StoredMail[] {
  const dir = path.join(dataDir, 'mail')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      const raw = readFileSync(path.join(dir, f), 'utf8')
      const split = raw.search(/\r?\n\r?\n/)
      const headers = raw.slice(0, split)
      const body = raw.slice(split).trimStart()
      return { file: f, headers, text: decodeBody(headers, body) }
    })
}

/** Waits for a mail to `to` and returns it (the newest one). */
export async function waitForMail(dataDir: string, to: string, timeoutMs = 15_000): Promise<StoredMail> {
  const deadline = Date.now() + timeoutMs
  const tag = to.replace(/[^a-z0-9@.]/gi, '_')
  while (Date.now() < deadline) {
    const mails = readMails(dataDir).filter((m) => m.file.includes(tag) || m.headers.includes(to))
    if (mails.length > 0) return mails[mails.length - 1]
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`no mail to ${to} under ${dataDir}/mail after ${timeoutMs} ms`)
}
