import ky, { isHTTPError } from 'ky'
import { displayStatusSchema } from '@/contract/display'
import { ApiError, toApiError } from '@/lib/api/errors'
import { apiBaseUrl } from '@/lib/env'

/**
 * GET /display/status with the display token. Its own client: the app's client would add a
 * signed-in user's bearer token, and treat a 401 as that user's session ending.
 */
const displayApi = ky.create({
  prefix: apiBaseUrl,
  baseUrl: typeof document === 'undefined' ? undefined : document.baseURI,
  retry: 0,
  timeout: 20_000,
})

export async function getDisplayStatus(token: string) {
  try {
    const body = await displayApi
      .get('display/status', { headers: { Authorization: `Display ${token}` } })
      .json()
    return displayStatusSchema.parse(body)
  } catch (error) {
    if (isHTTPError(error)) throw toApiError(error.response.status, error.data)
    if (error instanceof ApiError) throw error
    throw new ApiError(0, 'NETWORK_ERROR', error instanceof Error ? error.message : 'network error')
  }
}

export const displayStatusKey = (token: string) => ['display-status', token] as const
