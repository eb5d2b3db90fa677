// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { login } from './login'

afterEach(() => vi.unstubAllGlobals())

describe('login', () => {
  it("sends the browser's cookies with the sign-in (the device cookie, ADR 035)", async () => {
    const seen: Request[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        seen.push(input)
        return new Response(
          JSON.stringify({ error: 'INVALID_CREDENTIALS', message: 'Wrong user or password' }),
          {
            status: 401,
            headers: { 'content-type': 'application/json' },
          },
        )
      }),
    )
    await expect(login({ user: 'tech@demo.plant', password: 'wrong' })).rejects.toMatchObject({ status: 401 })
    expect(seen).toHaveLength(1)
    expect(new URL(seen[0].url).pathname).toBe('/api/login')
    expect(seen[0].credentials).toBe('same-origin')
  })
})
