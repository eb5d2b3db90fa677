/**
 * Browser security headers on every answer: the shell, static files, sw.js, the API, 404s and
 * errors (docs/decisions/024). One onSend hook, so no route can forget them and errors get them
 * too. The built-in dashboards under /analytics are framed by the app: they alone allow framing by
 * this origin. API answers are not stored by any cache unless their route chose a Cache-Control:
 * most carry a token or someone's data, and the few that may be cached say so themselves.
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

export function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const analyticsOrigin = options.env.ANALYTICS_URL ? new URL(options.env.ANALYTICS_URL).origin : null
  const appCsp = appPolicy({ scriptHashes: shellScriptHashes(options.staticDir), analyticsOrigin })
  const dashboardCsp = dashboardPolicy()

  const isDashboard = (request: FastifyRequest) =>
    request.routeOptions.url?.startsWith('/analytics/') ?? false
  // request.protocol is 'https' on a TLS socket, or from X-Forwarded-Proto only with trustProxy.
  const overHttps = (request: FastifyRequest) => options.tls || request.protocol === 'https'
  const isApi = (request: FastifyRequest) => request.url === '/api' || /^\/api[/?]/.test(request.url)

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const framedHere = isDashboard(request)
    reply.header('Content-Security-Policy', framedHere ? dashboardCsp : appCsp)
    reply.header('X-Frame-Options', framedHere ? 'SAMEORIGIN' : 'DENY')
    reply.header('X-Content-Type-Options', 'nosniff')
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    reply.header('Permissions-Policy', PERMISSIONS_POLICY)
    reply.header('Cross-Origin-Opener-Policy', 'same-origin')
    if (overHttps(request)) reply.header('Strict-Transport-Security', HSTS)
    if (isApi(request) && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store')
    return payload
  })
}
