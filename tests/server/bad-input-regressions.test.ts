/**
 * The requests a third-party OpenAPI fuzzer answered with 500s or with Fastify's own error shape
 * (issue 8, item 4), each one now a 4xx in the project's shape `{ error, message, errors? }`.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { b64, bearer, login } from './account-helpers'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let manager: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  manager = bearer(await login(t, 'manager@demo.plant'))
})
afterAll(() => t.close())

const send = (options: InjectOptions) => t.app.inject(options)

/** The project's error shape, never Fastify's `{ statusCode, code, error, message }`. */
function expectProjectError(res: LightMyRequestResponse, status: number, field?: string) {
  expect(res.statusCode, res.body).toBe(status)
  const body = res.json()
  expect(typeof body.error).toBe('string')
  expect(typeof body.message).toBe('string')
  expect(body).not.toHaveProperty('statusCode')
  if (field) expect(body.errors.map((e: { field: string }) => e.field)).toContain(field)
}

describe('32-bit integer overflow is a 400 naming the field', () => {
  it('GET /api/documents/files/2147483648', async () => {
    expectProjectError(
      await send({ method: 'GET', url: '/api/documents/files/2147483648', headers: manager }),
      400,
      'id',
    )
  })
  it('PUT /api/user-retargetings/9007199254740990', async () => {
    const res = await send({
      method: 'PUT',
      url: '/api/user-retargetings/9007199254740990',
      headers: manager,
      payload: { interested: true, remindLater: false },
    })
    expectProjectError(res, 400, 'id')
  })
  it.each([['line'], ['customer']])('POST /api/order/historic {"%s":[99999999999]}', async (filter) => {
    const res = await send({
      method: 'POST',
      url: '/api/order/historic',
      headers: manager,
      payload: { [filter]: [99999999999] },
    })
    expectProjectError(res, 400)
    expect(res.json().errors[0].field).toMatch(new RegExp(`^${filter}`))
  })
})

describe('NUL bytes are a 400 naming the field', () => {
  it('POST /api/login with a user of base64("a\\0b")', async () => {
    const res = await send({
      method: 'POST',
      url: '/api/login',
      payload: { user: b64('a\0b'), password: b64('demo1234'), token: '', redirect: false },
    })
    expectProjectError(res, 400, 'user')
  })
  it.each([
    ['POST', '/api/welcome/send-recover-account-email', { username: 'a\u0000b' }, 'username', false],
    ['POST', '/api/order/historic', { order: 'a\u0000b' }, 'order', true],
    ['POST', '/api/log/custom', { referer: '/home\u0000' }, 'referer', true],
    ['POST', '/api/sat_mail', { subject: 'Broken\u0000', message: 'The unwinder stops' }, 'subject', true],
  ] as const)('%s %s', async (method, url, payload, field, signedIn) => {
    const res = await send({ method, url, payload, headers: signedIn ? manager : {} })
    expectProjectError(res, 400, field)
  })
  it('GET /api/documents/machines/SL-DS-2015-0044%00', async () => {
    const res = await send({
      method: 'GET',
      url: '/api/documents/machines/SL-DS-2015-0044%00',
      headers: manager,
    })
    expectProjectError(res, 400, 'serialNumber')
  })
  it('PUT /api/api-keys/x%00', async () => {
    const res = await send({
      method: 'PUT',
      url: '/api/api-keys/x%00',
      headers: manager,
      payload: { alias: 'x' },
    })
    expectProjectError(res, 400, 'clientId')
  })
  it('an unpaired surrogate in a body, and in a field name', async () => {
    for (const payload of ['{"referer":"/home\\ud800"}', '{"referer":"/home","\\udc00":1}']) {
      const res = await send({
        method: 'POST',
        url: '/api/log/custom',
        headers: { ...manager, 'content-type': 'application/json' },
        payload,
      })
      expectProjectError(res, 400)
      expect(res.json().errors[0].code).toBe('invalid_text')
    }
  })
})

describe("framework refusals in the project's shape", () => {
  it('a path parameter over the limit is a 414', async () => {
    const res = await send({
      method: 'GET',
      url: `/api/documents/machines/${'x'.repeat(500)}`,
      headers: manager,
    })
    expectProjectError(res, 414, 'url')
  })
  it('a malformed URL encoding is a 400', async () => {
    expectProjectError(
      await send({ method: 'GET', url: '/api/documents/machines/%E0%A4%A', headers: manager }),
      400,
      'url',
    )
  })
  it.each([
    ['DELETE', '/api/health', 'GET, HEAD'],
    ['PATCH', '/api/order/historic', 'POST'],
    ['GET', '/api/api-keys/abc', 'DELETE, PUT'],
  ] as const)('%s %s is a 405 with Allow: %s', async (method, url, allow) => {
    const res = await send({ method, url })
    expectProjectError(res, 405)
    expect(res.headers.allow).toBe(allow)
  })
  it('a body over 1 MiB is a 413', async () => {
    const res = await send({
      method: 'POST',
      url: '/api/log/custom',
      headers: { ...manager, 'content-type': 'application/json' },
      payload: JSON.stringify({ referer: 'x'.repeat(1_100_000) }),
    })
    expectProjectError(res, 413, 'body')
  })
  it('a media type the API does not read is a 415', async () => {
    const res = await send({
      method: 'POST',
      url: '/api/log/custom',
      headers: { ...manager, 'content-type': 'application/xml' },
      payload: '<referer/>',
    })
    expectProjectError(res, 415)
  })
  it('an unknown API path is a 404', async () => {
    expectProjectError(await send({ method: 'GET', url: '/api/no-such-thing' }), 404)
  })
  it('nesting past 32 levels is a 400', async () => {
    const res = await send({
      method: 'POST',
      url: '/api/maintenance-assistance-interested',
      headers: { ...manager, 'content-type': 'application/json' },
      payload: `${'['.repeat(40)}${']'.repeat(40)}`,
    })
    expectProjectError(res, 400)
    expect(res.json().errors[0].code).toBe('too_deep')
  })
})

describe('a multipart form cut short is a 400, never a 500', () => {
  const truncated = (fields: string) => {
    const boundary = '----cut'
    return {
      payload: Buffer.from(
        `--${boundary}\r\n${fields}Content-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n%PDF-1.4 and then the connection',
      ),
      headers: {
        ...manager,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'idempotency-key': `cut-${Math.random()}`,
      },
    }
  }
  for (const url of [
    '/api/sat_mail',
    '/api/documents/machines/FX-CI-2019-0412',
    '/api/maintenance',
    '/api/maintenanceinfo',
  ]) {
    it(`POST ${url}`, async () => {
      const res = await send({ method: 'POST', url, ...truncated('') })
      expect(res.statusCode, res.body).toBeLessThan(500)
      expectProjectError(res, 400)
    })
  }
})
