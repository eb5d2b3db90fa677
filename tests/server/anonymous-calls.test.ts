/**
 * Every non-public route, called without credentials and with a malformed body, answers 401 in the
 * project's error shape and shows nothing about its schema: authorization runs before the body is
 * parsed (ADR 009). Generated from app.apiRoutes, so a new route is covered the day it lands.
 */
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const malformed: { name: string; headers: Record<string, string>; payload: string }[] = [
  { name: 'invalid JSON', headers: { 'content-type': 'application/json' }, payload: '{"user": ' },
  {
    name: 'wrong types',
    headers: { 'content-type': 'application/json' },
    payload: '{"limit":"x","id":[[]]}',
  },
  { name: 'a NUL byte', headers: { 'content-type': 'application/json' }, payload: '{"subject":"a\\u0000b"}' },
  { name: 'an unknown media type', headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
]

it('answers 401 to every anonymous call of a protected route, whatever its body', async () => {
  const routes = t.app.apiRoutes.filter((r) => r.access.who !== 'public')
  expect(routes.length).toBeGreaterThan(30)
  const wrong: string[] = []
  for (const route of routes) {
    const url = route.url.replace(/:([A-Za-z]+)/g, '1')
    for (const body of malformed) {
      const res = await t.app.inject({
        method: route.method as InjectOptions['method'],
        url,
        headers: body.headers,
        payload: body.payload,
      })
      const json = res.json()
      if (res.statusCode !== 401 || json.error !== 'UNAUTHORIZED' || 'errors' in json) {
        wrong.push(
          `${route.method} ${route.url} with ${body.name}: ${res.statusCode} ${res.body.slice(0, 120)}`,
        )
      }
    }
  }
  expect(wrong).toEqual([])
})
