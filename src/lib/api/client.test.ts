// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, configureApi } from './client'
import { ApiError } from './errors'

type Seen = { method: string; url: string; headers: Headers }

function answer(status: number, body: unknown) {
  const seen: Seen[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      seen.push({ method: input.method, url: input.url, headers: input.headers })
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    }),
  )
  return seen
}

afterEach(() => {
  vi.unstubAllGlobals()
  configureApi({ getToken: () => null, onUnauthorized: () => {} })
})

describe('api client', () => {
  it('sends the bearer token, and an Idempotency-Key on writes only', async () => {
    configureApi({ getToken: () => 'tok', onUnauthorized: () => {} })
    const seen = answer(200, { ok: true })
    await api.get('language').json()
    await api.post('sat_mail', { json: { a: 1 } }).json()
    await api.put('users/dark-mode', { json: { hasDarkMode: true } }).json()
    expect(seen.map((s) => new URL(s.url).pathname)).toEqual([
      '/api/language',
      '/api/sat_mail',
      '/api/users/dark-mode',
    ])
    expect(seen.every((s) => s.headers.get('authorization') === 'Bearer tok')).toBe(true)
    expect(seen[0].headers.get('idempotency-key')).toBeNull()
    const keys = seen.slice(1).map((s) => s.headers.get('idempotency-key'))
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[0]).not.toBe(keys[1])
  })

  it('turns an error body into a typed ApiError', async () => {
    answer(400, {
      error: 'VALIDATION_ERROR',
      message: 'Bad input',
      errors: [{ field: 'subject', code: 'too_small', message: 'x' }],
    })
    const error = await api
      .post('sat_mail', { json: {} })
      .json()
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: 'Bad input' })
    expect((error as ApiError).errors[0].field).toBe('subject')
  })

  it('reports a 401 as a lost session only when a token was sent', async () => {
    const onUnauthorized = vi.fn()
    answer(401, { error: 'INVALID_CREDENTIALS', message: 'Wrong user or password' })
    configureApi({ getToken: () => null, onUnauthorized })
    await api.post('login', { json: {} }).catch(() => undefined)
    expect(onUnauthorized).not.toHaveBeenCalled()

    configureApi({ getToken: () => 'expired', onUnauthorized })
    const error = await api
      .get('user-retargetings')
      .json()
      .catch((e: unknown) => e)
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    // With the answer's code, so the sign-in page can say why (PASSWORD_CHANGED).
    expect(onUnauthorized).toHaveBeenCalledWith('INVALID_CREDENTIALS')
    expect(error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' })
  })
})
