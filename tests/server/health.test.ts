import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('system', () => {
  it('answers the health probe', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    // No simulator runs in a test app: the instance is fine, the simulator is off.
    expect(res.json()).toMatchObject({ status: 'ok', simulator: { state: 'off' } })
  })

  it("stays 200 but says degraded while the simulator's key is refused (ADR 026)", async () => {
    t.app.simulatorHealth.set(
      'failing',
      'The ingestion API refuses the API key (401: unknown, revoked or expired)',
    )
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({
        status: 'degraded',
        simulator: { state: 'failing', message: expect.stringContaining('401'), since: expect.any(String) },
      })
    } finally {
      t.app.simulatorHealth.set('off')
    }
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' })
    expect(res.statusCode).toBe(404)
    expect(res.json().error).toBe('NOT_FOUND')
  })

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(res.statusCode).toBe(200)
    expect(res.json().paths['/api/health']).toBeDefined()
  })
})
