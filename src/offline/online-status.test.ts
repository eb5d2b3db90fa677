// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getOnlineState, reportNetworkError, startOnlineStatus } from './online-status'

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  vi.useRealTimers()
})

function setNavigatorOnline(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value })
}

describe('online status', () => {
  it('starts from navigator.onLine, goes offline on the offline event, back online only when the probe answers', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    setNavigatorOnline(true)
    let reachable = false
    const fetch = vi.fn(async () => {
      if (!reachable) throw new TypeError('Failed to fetch')
      return new Response('{"status":"ok"}')
    })
    stop = startOnlineStatus({ healthUrl: '/api/health', fetch: fetch as unknown as typeof globalThis.fetch })
    expect(getOnlineState().online).toBe(true)
    expect(onlineManager.isOnline()).toBe(true)

    vi.setSystemTime(new Date('2026-11-21T10:42:00Z'))
    window.dispatchEvent(new Event('offline'))
    expect(getOnlineState()).toEqual({ online: false, since: Date.parse('2026-11-21T10:42:00Z') })
    expect(onlineManager.isOnline()).toBe(false)

    // The browser says online but the server does not answer yet: still offline.
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    await Promise.resolve()
    expect(getOnlineState().online).toBe(false)

    // Probed every 30 s while offline.
    reachable = true
    await vi.advanceTimersByTimeAsync(30_000)
    await vi.waitFor(() => expect(getOnlineState().online).toBe(true))
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(fetch.mock.calls[0]).toEqual(['/api/health', expect.objectContaining({ cache: 'no-store' })])
    expect(onlineManager.isOnline()).toBe(true)

    // Online: no more probing.
    await vi.advanceTimersByTimeAsync(120_000)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('a network error on a request probes, and a failed probe turns offline', async () => {
    setNavigatorOnline(true)
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    stop = startOnlineStatus({ healthUrl: '/api/health', fetch: fetch as unknown as typeof globalThis.fetch })
    expect(getOnlineState().online).toBe(true)
    reportNetworkError()
    await vi.waitFor(() => expect(getOnlineState().online).toBe(false))
    expect(onlineManager.isOnline()).toBe(false)
  })

  it('an HTTP error answer still counts as reachable', async () => {
    setNavigatorOnline(false)
    const fetch = vi.fn(async () => new Response('', { status: 503 }))
    stop = startOnlineStatus({ healthUrl: '/api/health', fetch: fetch as unknown as typeof globalThis.fetch })
    expect(getOnlineState().online).toBe(false)
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(getOnlineState().online).toBe(true))
  })
})
