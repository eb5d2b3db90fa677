/**
 * Browser security headers on every answer: the shell, static files, sw.js, the API, 404s and
 * errors (docs/decisions/024). One onSend hook, so no route can forget them and errors get them
 * too. The built-in dashboards under /analytics are framed by the app: they alone allow framing by
 * this origin. API answers are not stored by any cache unless their route chose a Cache-Control:
 * most carry a token or someone's data, and the few that may be cached say so themselves. Answers
 * written before there is a request (an oversized header block: http/client-errors.ts) carry the
 * app's set too.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Env } from '../env'
import { appPolicy, dashboardPolicy, inlineScriptHashes } from './content-security-policy'

export interface SecurityHeaderOptions {
  env: Pick<Env, 'ANALYTICS_URL'>
  /** The server itself speaks TLS (TLS_CERT/TLS_KEY). */
  tls: boolean
  /** The built PWA: its index.html's inline scripts are allowed by hash, computed now. */
  staticDir?: string
}

/** The app itself may use the camera (asset scan) and keep the screen on; nothing else may. */
const PERMISSIONS_POLICY = [
  'camera=(self)',
  'screen-wake-lock=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
].join(', ')

const HSTS = 'max-age=31536000; includeSubDomains'

/** Read from the built shell at start, so the hash always matches the file being served. */
function shellScriptHashes(staticDir: string | undefined): string[] {
  const shell = staticDir ? path.join(path.resolve(staticDir), 'index.html') : null
  return shell && existsSync(shell) ? inlineScriptHashes(readFileSync(shell, 'utf8')) : []
}

/** The security headers of an answer: the app's or a built-in dashboard's, over HTTPS or not. */
export function securityHeaders(options: SecurityHeaderOptions) {
  const analyticsOrigin = options.env.ANALYTICS_URL ? new URL(options.env.ANALYTICS_URL).origin : null
  const appCsp = appPolicy({ scriptHashes: shellScriptHashes(options.staticDir), analyticsOrigin })
  const dashboardCsp = dashboardPolicy()
  const of = (framedHere: boolean, https: boolean): Record<string, string> => ({
    'Content-Security-Policy': framedHere ? dashboardCsp : appCsp,
    'X-Frame-Options': framedHere ? 'SAMEORIGIN' : 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  })
  return {
    tls: options.tls,
    of,
    /**
     * An answer written on the socket before there is a request (http/client-errors.ts): the app's
     * policy, HSTS when the server speaks TLS itself, and not stored by any cache.
     */
    bareSocket: (): Record<string, string> => ({ ...of(false, options.tls), 'Cache-Control': 'no-store' }),
  }
}

export type SecurityHeaders = ReturnType<typeof securityHeaders>

export function installSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders) {
  const isDashboard = (request: FastifyRequest) =>
    request.routeOptions.url?.startsWith('/analytics/') ?? false
  // request.protocol is 'https' on a TLS socket, or from X-Forwarded-Proto only with trustProxy.
  const overHttps = (request: FastifyRequest) => headers.tls || request.protocol === 'https'
  const isApi = (request: FastifyRequest) => request.url === '/api' || /^\/api[/?]/.test(request.url)

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    reply.headers(headers.of(isDashboard(request), overHttps(request)))
    if (isApi(request) && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store')
    return payload
  })
}
