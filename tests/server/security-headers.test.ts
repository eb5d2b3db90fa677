/**
 * Browser security headers (issue 18 item 1, docs/decisions/024) on every kind of answer: the shell
 * and its SPA fallback, static files, API answers, 404s and errors; the built-in dashboards' own
 * framing rule; Cache-Control: no-store on API answers unless the route chose otherwise; HSTS only
 * over HTTPS (the server's own TLS, or a trusted proxy's word); frame-src with and without a
 * configured dashboard service.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect as http2Connect } from 'node:http2'
import { request as httpsRequest } from 'node:https'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { DEMO_PASSWORD } from '../../server/demo/catalog'
import { bearer, login, loginBody } from './account-helpers'
import { createTestApp, type TestApp } from './helpers'

/** The shell's start script, and its hash as `openssl dgst -sha256 -binary | base64` gives it. */
const START_SCRIPT = '\n      window.booted = true\n    '
const START_SCRIPT_HASH = "'sha256-iEwvXuAYLuoHNbFcm9m5RVZv1VWS1nPomuDu+cEQT3s='"

let t: TestApp
let app: Awaited<ReturnType<typeof buildApp>>
let dist: string
let token: string

beforeAll(async () => {
  t = await createTestApp()
  dist = mkdtempSync(path.join(os.tmpdir(), 'portal-csp-dist-'))
  mkdirSync(path.join(dist, 'assets'))
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><head><title>shell</title><script>${START_SCRIPT}</script>` +
      '<script type="module" crossorigin src="/assets/index-1a2b.js"></script></head>',
  )
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  writeFileSync(path.join(dist, 'assets', 'index-1a2b.js'), 'console.log(1)')
  app = await buildApp(t.ctx, { staticDir: dist })
  await app.ready()
  token = await login(t, 'manager@demo.plant')
})
afterAll(async () => {
  await app.close()
  await t.close()
  rmSync(dist, { recursive: true, force: true })
})

/** The policy as directive -> sources. */
function csp(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string')
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  )
}

/** What every answer carries, whatever it is. */
function expectCommonHeaders(res: { headers: Record<string, unknown> }, label: string) {
  expect(res.headers['x-content-type-options'], label).toBe('nosniff')
  expect(res.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin')
  expect(res.headers['cross-origin-opener-policy'], label).toBe('same-origin')
  const permissions = String(res.headers['permissions-policy'])
  for (const rule of ['camera=(self)', 'screen-wake-lock=(self)', 'geolocation=()', 'microphone=()']) {
    expect(permissions, label).toContain(rule)
  }
  for (const rule of ['payment=()', 'usb=()']) expect(permissions, label).toContain(rule)
  expect(res.headers['strict-transport-security'], `${label}: plain http`).toBeUndefined()
}

/** The app's policy, as the shell and every non-dashboard answer carry it. */
function expectAppPolicy(res: { headers: Record<string, unknown> }, label: string) {
  expectCommonHeaders(res, label)
  expect(res.headers['x-frame-options'], label).toBe('DENY')
  const policy = csp(res.headers['content-security-policy'] as string)
  expect(policy.get('default-src'), label).toEqual(["'self'"])
  expect(policy.get('script-src'), label).toEqual(["'self'", "'wasm-unsafe-eval'", START_SCRIPT_HASH])
  expect(policy.get('connect-src'), label).toEqual(["'self'"])
  expect(policy.get('worker-src'), label).toEqual(["'self'"])
  expect(policy.get('frame-src'), label).toEqual(["'self'"])
  expect(policy.get('frame-ancestors'), label).toEqual(["'none'"])
  expect(policy.get('object-src'), label).toEqual(["'none'"])
  expect(policy.get('base-uri'), label).toEqual(["'self'"])
  expect(policy.get('form-action'), label).toEqual(["'self'"])
}

describe('the shell and static files', () => {
  it('carry the app policy with the start script allowed by its hash and no inline scripts else', async () => {
    for (const url of ['/', '/home', '/index.html', '/maintenance/events/3']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toContain('<title>shell</title>')
      expectAppPolicy(res, url)
      expect(res.headers['cache-control'], url).toBe('no-cache')
    }
  })

  it('the hash follows the built shell: another start script gives another hash', async () => {
    const other = mkdtempSync(path.join(os.tmpdir(), 'portal-csp-other-'))
    writeFileSync(path.join(other, 'index.html'), '<script>window.other = 1</script>')
    const changed = await buildApp(t.ctx, { staticDir: other })
    const res = await changed.inject({ method: 'GET', url: '/' })
    const sources = csp(res.headers['content-security-policy'] as string).get('script-src') ?? []
    expect(sources).not.toContain(START_SCRIPT_HASH)
    expect(sources.filter((s) => s.startsWith("'sha256-"))).toHaveLength(1)
    await changed.close()
    rmSync(other, { recursive: true, force: true })
  })

  it('static files and the service worker carry the headers and keep their own caching', async () => {
    const sw = await app.inject({ method: 'GET', url: '/sw.js' })
    expect(sw.statusCode).toBe(200)
    expectAppPolicy(sw, '/sw.js')
    expect(sw.headers['cache-control']).toBe('no-cache')
    const asset = await app.inject({ method: 'GET', url: '/assets/index-1a2b.js' })
    expectAppPolicy(asset, 'asset')
    expect(asset.headers['cache-control']).toContain('immutable')
  })

  it('a missing file is a 404 with the headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/gone-9z9z.js' })
    expect(res.statusCode).toBe(404)
    expectAppPolicy(res, 'missing file')
  })
})

describe('API answers', () => {
  it('the login answer, which carries the token, is never stored', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: loginBody('manager@demo.plant'),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().token).toEqual(expect.any(String))
    expectAppPolicy(res, 'login')
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('verify-token and the personal lists are never stored', async () => {
    const answers = [
      await app.inject({ method: 'POST', url: '/api/verify-token', headers: bearer(token) }),
      await app.inject({ method: 'GET', url: '/api/machines_plant', headers: bearer(token) }),
      await app.inject({ method: 'GET', url: '/api/user-retargetings', headers: bearer(token) }),
      await app.inject({ method: 'GET', url: '/api/sat_mail', headers: bearer(token) }),
    ]
    for (const res of answers) {
      const label = `${res.raw.req.method} ${res.raw.req.url}`
      expect(res.statusCode, label).toBe(200)
      expectAppPolicy(res, label)
      expect(res.headers['cache-control'], label).toBe('no-store')
    }
  })

  it('errors carry the headers: a 400 naming the field, a 401, an API 404', async () => {
    const bad = await app.inject({ method: 'POST', url: '/api/login', payload: { user: 5 } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors[0].field).toBeTruthy()
    const anonymous = await app.inject({ method: 'GET', url: '/api/machines_plant' })
    expect(anonymous.statusCode).toBe(401)
    const missing = await app.inject({ method: 'GET', url: '/api/no-such-route?x=1' })
    expect(missing.statusCode).toBe(404)
    for (const [label, res] of [
      ['400', bad],
      ['401', anonymous],
      ['404', missing],
    ] as const) {
      expectAppPolicy(res, label)
      expect(res.headers['cache-control'], label).toBe('no-store')
    }
  })

  it('a wrong password is answered with the headers too', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: loginBody('manager@demo.plant', `${DEMO_PASSWORD}-wrong`),
    })
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expectAppPolicy(res, 'wrong password')
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it("public, unchanging content keeps its route's Cache-Control", async () => {
    const terms = await app.inject({ method: 'GET', url: '/api/terms/en_EN.pdf' })
    expect(terms.statusCode).toBe(200)
    expect(terms.headers['cache-control']).toBe('public, max-age=86400')
    const image = await app.inject({ method: 'GET', url: '/api/machine-images/flexo-ci.svg' })
    expect(image.statusCode).toBe(200)
    expect(image.headers['cache-control']).toBe('public, max-age=86400')
    expectAppPolicy(image, 'machine image')
  })
})

describe('the built-in dashboards (framed by the app)', () => {
  it('may be framed by this origin only, and run no script', async () => {
    for (const url of [
      '/analytics/d/plant-1?machineHashCode=x&idOnMachine=1&insertTimestamp=1',
      '/analytics/logout',
    ]) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBeLessThan(500)
      expectCommonHeaders(res, url)
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN')
      const policy = csp(res.headers['content-security-policy'] as string)
      expect(policy.get('frame-ancestors'), url).toEqual(["'self'"])
      expect(policy.get('default-src'), url).toEqual(["'none'"])
      expect(policy.has('script-src'), url).toBe(false)
      expect(res.headers['cache-control'], url).toBe('no-store')
    }
  })

  it('an unknown path under /analytics is the shell, with the app policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/analytics/nothing' })
    expectAppPolicy(res, '/analytics/nothing')
  })
})

describe('the dashboard service in frame-src', () => {
  it('is exactly the configured origin when ANALYTICS_URL is set, and may receive the logout', async () => {
    const configured = await buildApp(
      { ...t.ctx, env: { ...t.ctx.env, ANALYTICS_URL: 'https://grafana.plant.example:3000/grafana/' } },
      { staticDir: dist },
    )
    const res = await configured.inject({ method: 'GET', url: '/home' })
    const policy = csp(res.headers['content-security-policy'] as string)
    expect(policy.get('frame-src')).toEqual(['https://grafana.plant.example:3000'])
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://grafana.plant.example:3000'])
    await configured.close()
  })
})

describe('HSTS', () => {
  it('is never sent over plain http, even when an untrusted client claims https', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(res.headers['strict-transport-security']).toBeUndefined()
  })

  it('is sent when a trusted proxy says the request came over https, and only then', async () => {
    // inject() comes from 127.0.0.1: here that is the proxy TRUST_PROXY names.
    const proxied = await buildApp(t.ctx, { staticDir: dist, trustProxy: ['127.0.0.1'] })
    const https = await proxied.inject({
      method: 'GET',
      url: '/home',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    const http = await proxied.inject({
      method: 'GET',
      url: '/home',
      headers: { 'x-forwarded-proto': 'http' },
    })
    expect(http.headers['strict-transport-security']).toBeUndefined()
    await proxied.close()
  })

  it('is not sent on the word of a peer that is not one of the trusted proxies', async () => {
    const elsewhere = await buildApp(t.ctx, { staticDir: dist, trustProxy: ['10.0.0.0/8'] })
    const res = await elsewhere.inject({
      method: 'GET',
      url: '/home',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['strict-transport-security']).toBeUndefined()
    await elsewhere.close()
  })

  it('is sent on every answer when the server speaks TLS itself (TLS_CERT/TLS_KEY), over HTTP/1.1 and HTTP/2', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-tls-'))
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')]
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-subj',
        '/CN=localhost',
        '-days',
        '1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    )
    const tls = await buildApp(t.ctx, {
      staticDir: dist,
      https: { key: readFileSync(key), cert: readFileSync(cert) },
    })
    await tls.listen({ port: 0, host: '127.0.0.1' })
    const { port } = tls.server.address() as AddressInfo
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const req = httpsRequest(
        { host: '127.0.0.1', port, path: '/api/no-such-route', rejectUnauthorized: false },
        (res) => {
          res.resume()
          resolve(res.headers)
        },
      )
      req.on('error', reject)
      req.end()
    })
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(headers['x-content-type-options']).toBe('nosniff')
    // And over HTTP/2, which browsers negotiate on it (ADR 038): the same answer and headers.
    const session = http2Connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false })
    const h2 = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const stream = session.request({ ':path': '/api/health' })
      stream.on('response', (answer) => {
        stream.resume()
        resolve(answer)
      })
      stream.on('error', reject)
      stream.end()
    })
    session.close()
    expect(h2[':status']).toBe(200)
    expect(h2['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(h2['content-security-policy']).toEqual(expect.stringContaining("default-src 'self'"))
    await tls.close()
    rmSync(dir, { recursive: true, force: true })
  })
})
