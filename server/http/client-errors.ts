/**
 * What Node's HTTP parser refuses before there is a request for Fastify to route: a request line or
 * header block over the 16 KB limit (431), a request too slow to arrive (408), bytes that are not
 * HTTP (400). Fastify's default wrote a bare JSON without the API's error shape or the security
 * headers, then destroyed the socket, which resets the connection while the client may still be
 * sending its oversized headers: the client often never read the answer.
 *
 * Here the answer is a full response in the error shape (DESIGN.md "Rules of the API") with the
 * headers every answer carries (security-headers.ts, ADR 024) and `Connection: close`; the socket
 * is then ended (FIN, not RST), and what the client still sends is read and dropped until it closes
 * its side, or for at most LINGER_MS, so the close does not reset the connection under the answer.
 */
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'

/** How long a refused connection is drained before it is destroyed. */
export const LINGER_MS = 5_000

interface ClientErrorAnswer {
  status: number
  body: { error: string; message: string; errors?: { field: string; code: string; message: string }[] }
}

export function clientErrorAnswer(code: string | undefined): ClientErrorAnswer {
  if (code === 'HPE_HEADER_OVERFLOW') {
    const message = 'The request line and headers are larger than the server accepts (16 KB)'
    return {
      status: 431,
      body: {
        error: 'HEADERS_TOO_LARGE',
        message,
        errors: [{ field: 'headers', code: 'too_big', message }],
      },
    }
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, body: { error: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive' } }
  }
  const message = 'The request is not valid HTTP'
  return {
    status: 400,
    body: { error: 'VALIDATION_ERROR', message, errors: [{ field: 'request', code: 'invalid', message }] },
  }
}

/** The whole response as bytes: status line, headers, body. */
export function clientErrorResponse(answer: ClientErrorAnswer, headers: Record<string, string>): string {
  const body = JSON.stringify(answer.body)
  const lines = [
    `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    `Date: ${new Date().toUTCString()}`,
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ]
  return `${lines.join('\r\n')}\r\n\r\n${body}`
}

/** Sockets already answered: the parser may report the same connection again while it drains. */
const answered = new WeakSet<Socket>()

/**
 * Fastify's `clientErrorHandler`: `headers` are the security headers of an answer that has no
 * request (security-headers.ts, `bareSocketHeaders`).
 */
export function clientErrorHandler(headers: () => Record<string, string>) {
  return function onClientError(this: FastifyInstance, err: Error & { code?: string }, socket: Socket) {
    // A reset connection has nothing to answer (https://nodejs.org/api/http.html#event-clienterror).
    if (err.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return
    answered.add(socket)
    this.log.debug({ err }, 'client error')
    // A response of an earlier request on this connection already on its way: nothing can follow it.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
    if (!socket.writable || inFlight?.headersSent) {
      socket.destroy()
      return
    }
    socket.write(clientErrorResponse(clientErrorAnswer(err.code), headers()))
    socket.end()
    const linger = setTimeout(() => socket.destroy(), LINGER_MS)
    linger.unref()
    socket.once('close', () => clearTimeout(linger))
    socket.on('error', () => socket.destroy())
    socket.resume()
  }
}
