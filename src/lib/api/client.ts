/**
 * The HTTP client of the PWA (ky). It adds the bearer token of the current session, an
 * Idempotency-Key on every write (POST/PUT/PATCH/DELETE: a retried write is applied once), and
 * turns every failure into an ApiError. A 401 on a request that carried a token means the
 * session is gone: the app's onUnauthorized handler clears it and goes to /login. A 401 on a
 * request without a token (wrong password at login) is just an error.
 *
 * The client knows nothing about React or storage: the app wires it with configureApi() (wiring.ts).
 */
import ky, { isHTTPError, isNetworkError, isTimeoutError } from 'ky'
import { apiBaseUrl } from '../env'
import { ApiError, toApiError } from './errors'
import { apiWiring as wiring } from './wiring'

export { configureApi } from './wiring'

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export function newIdempotencyKey(): string {
  return crypto.randomUUID()
}

/** The `error` code of an error answer, read from a copy (ky still reads the body for ApiError). */
async function errorCodeOf(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.clone().json()
    const code = (body as { error?: unknown } | null)?.error
    return typeof code === 'string' && code !== '' ? code : null
  } catch {
    return null
  }
}

export const api = ky.create({
  prefix: apiBaseUrl,
  // Absolute URLs from the start (what the browser would do anyway; Node's Request, in tests, needs it).
  baseUrl: typeof document === 'undefined' ? undefined : document.baseURI,
  retry: 0,
  timeout: 30_000,
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const token = wiring.getToken()
        if (token && !request.headers.has('Authorization')) {
          request.headers.set('Authorization', `Bearer ${token}`)
        }
        if (writeMethods.has(request.method) && !request.headers.has('Idempotency-Key')) {
          request.headers.set('Idempotency-Key', newIdempotencyKey())
        }
      },
    ],
    afterResponse: [
      async ({ request, response }) => {
        if (response.status === 401 && request.headers.has('Authorization')) {
          wiring.onUnauthorized(await errorCodeOf(response))
        }
      },
    ],
    beforeError: [
      ({ error }) => {
        if (isHTTPError(error)) return toApiError(error.response.status, error.data)
        if (isNetworkError(error) || isTimeoutError(error)) {
          return new ApiError(0, 'NETWORK_ERROR', error.message)
        }
        return error
      },
    ],
  },
})
