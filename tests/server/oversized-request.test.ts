/**
 * Refusals of the HTTP parser, before there is a request (issue 29 item 8): a 20 KB URL and a 40 KB
 * header block are over Node's 16 KB limit. Each answer is a whole, parsable HTTP response: 431 in
 * the API's error shape, with the security headers every answer carries (ADR 024) and
 * `Connection: close`, and the connection ends cleanly (FIN after the answer, no reset). Bytes that
 * are not HTTP get the same treatment as a 400. Read over a raw socket: app.inject() has no parser.
 */
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let port: number

beforeAll(async () => {
  t = await createTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as { port: number }).port
})
afterAll(() => t.close())

interface RawAnswer {
  status: number
  headers: Record<string, string>
  body: string
  /** The connection ended with a FIN (not an ECONNRESET). */
  endedCleanly: boolean
  error: string | null
}

/**
 * Sends `request` as is (and what `then` answers to the bytes received so far, once), reads until
 * the server closes, and parses the first response.
 */
function exchange(request: string, then?: (received: string) => string | null): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    let ended = false
    let error: string | null = null
    let followed = false
    socket.on('data', (c) => {
      chunks.push(c)
      const next = then && !followed ? then(Buffer.concat(chunks).toString('latin1')) : null
      if (next) {
        followed = true
        socket.write(next)
      }
    })
    socket.on('end', () => {
      ended = true
    })
    socket.on('error', (e: NodeJS.ErrnoException) => {
      error = e.code ?? e.message
    })
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('latin1')
      const split = raw.indexOf('\r\n\r\n')
      if (split < 0) return reject(new Error(`no response head in ${JSON.stringify(raw)} (${error})`))
      const [statusLine, ...lines] = raw.slice(0, split).split('\r\n')
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':')
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]
        }),
      )
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(statusLine)?.[1]),
        headers,
        body: raw.slice(split + 4),
        endedCleanly: ended && error === null,
        error,
      })
    })
    socket.write(request)
  })
}

function expectSecurityHeaders(answer: RawAnswer) {
  expect(answer.headers['content-security-policy']).toContain("default-src 'self'")
  expect(answer.headers['x-frame-options']).toBe('DENY')
  expect(answer.headers['x-content-type-options']).toBe('nosniff')
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(answer.headers['permissions-policy']).toContain('camera=(self)')
  expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin')
  expect(answer.headers['cache-control']).toBe('no-store')
  // Plain http: no HSTS.
  expect(answer.headers['strict-transport-security']).toBeUndefined()
}

function expectWholeErrorAnswer(answer: RawAnswer, status: number, error: string, field: string) {
  expect(answer.status).toBe(status)
  expect(answer.headers.connection).toBe('close')
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8')
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body))
  const body = JSON.parse(answer.body)
  expect(body).toMatchObject({ error, message: expect.any(String) })
  expect(body.errors).toEqual([expect.objectContaining({ field, code: expect.any(String) })])
  expectSecurityHeaders(answer)
  expect(answer.error).toBeNull()
  expect(answer.endedCleanly).toBe(true)
}

describe('a request over the 16 KB header limit', () => {
  it('a 20 KB URL: 431 in the error shape, security headers, Connection: close, a clean close', async () => {
    const answer = await exchange(
      `GET /api/health?q=${'a'.repeat(20 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    )
    expectWholeErrorAnswer(answer, 431, 'HEADERS_TOO_LARGE', 'headers')
  })

  it('a 40 KB header block: the same', async () => {
    const filler = Array.from({ length: 40 }, (_, i) => `X-Filler-${i}: ${'b'.repeat(1024)}\r\n`).join('')
    const answer = await exchange(`GET /api/health HTTP/1.1\r\nHost: localhost\r\n${filler}\r\n`)
    expectWholeErrorAnswer(answer, 431, 'HEADERS_TOO_LARGE', 'headers')
  })

  it('the same on a kept-alive connection, after an answered request', async () => {
    const filler = `X-Filler: ${'c'.repeat(20 * 1024)}\r\n`
    const answer = await exchange(`GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n`, (head) =>
      // Once the first answer is in, the second request goes on the same connection.
      head.includes('"status"') ? `GET /api/health HTTP/1.1\r\nHost: localhost\r\n${filler}\r\n` : null,
    )
    expect(answer.status).toBe(200)
    const second = answer.body.slice(answer.body.indexOf('HTTP/1.1 '))
    expect(second).toMatch(/^HTTP\/1\.1 431 /)
    expect(second).toContain('"error":"HEADERS_TOO_LARGE"')
    expect(second).toContain('Connection: close')
    expect(answer.endedCleanly).toBe(true)
  })

  it('bytes that are not HTTP: 400 in the error shape, with the same headers', async () => {
    const answer = await exchange('NOT HTTP AT ALL\r\n\r\n')
    expectWholeErrorAnswer(answer, 400, 'VALIDATION_ERROR', 'request')
  })

  it('the server goes on answering', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`)
    expect(res.status).toBe(200)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
