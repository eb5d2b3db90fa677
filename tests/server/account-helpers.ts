/** Shared steps of the account tests: base64 credentials, signing in, authorised requests. */
import { randomUUID } from 'node:crypto'
import type { InjectOptions } from 'fastify'
import { DEMO_PASSWORD } from '../../server/demo/catalog'
import type { TestApp } from './helpers'

export const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64')

export const loginBody = (user: string, password = DEMO_PASSWORD) => ({
  user: b64(user),
  password: b64(password),
  token: '',
  redirect: false,
})

export async function login(t: TestApp, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: loginBody(email, password) })
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`)
  return res.json().token
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** An authorised inject; `key` adds an Idempotency-Key. */
export function call(
  t: TestApp,
  token: string | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  key?: string,
) {
  return t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  })
}

export const newKey = () => randomUUID()
