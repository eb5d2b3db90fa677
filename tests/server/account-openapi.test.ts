import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

it('documents the account calls in the OpenAPI document', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
  expect(res.statusCode).toBe(200)
  const paths = res.json().paths
  for (const [path, method] of [
    ['/api/login', 'post'],
    ['/api/logout', 'get'],
    ['/api/verify-token', 'post'],
    ['/api/change_password', 'post'],
    ['/api/welcome/send-recover-account-email', 'post'],
    ['/api/user_notifications/', 'post'],
    ['/api/sat_mail', 'post'],
    ['/api/api-keys/{clientId}', 'delete'],
    ['/api/ordering/handoff/redeem', 'post'],
  ]) {
    expect(paths[path]?.[method], `${method} ${path}`).toBeDefined()
  }
  expect(paths['/api/login'].post.security).toEqual([])
})
