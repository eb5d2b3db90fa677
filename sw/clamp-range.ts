/**
 * HTTP says a range reaching past the end of a file means "to the end" (RFC 9110 §14.1.2): pdf.js
 * asks for the first 64 KB of every PDF, and a step-by-step PDF is often smaller. Workbox's range
 * plugin answers such a request 416 instead, so the worker clamps the range to the cached file
 * before cutting it (only a start past the end stays unsatisfiable).
 */
import type { WorkboxPlugin } from 'workbox-core/types'
import { createPartialResponse } from 'workbox-range-requests'
import { clampRangeHeader } from './range-header'

async function sizeOf(response: Response): Promise<number> {
  const length = Number(response.headers.get('Content-Length'))
  if (Number.isInteger(length) && length > 0) return length
  return (await response.clone().blob()).size
}

/** Workbox's RangeRequestsPlugin, with the range clamped to the cached file first. */
export const clampedRangeRequestsPlugin: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
    const range = request.headers.get('range')
    if (!cachedResponse || !range) return cachedResponse
    const clamped = clampRangeHeader(range, await sizeOf(cachedResponse))
    return createPartialResponse(new Request(request.url, { headers: { range: clamped } }), cachedResponse)
  },
}
