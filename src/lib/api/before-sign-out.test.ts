import { describe, expect, it, vi } from 'vitest'
import { sendBeforeSignOut, settledBeforeSignOut } from './before-sign-out'

describe('requests a sign-out waits for', () => {
  it('resolves at once when none is in flight', async () => {
    await expect(settledBeforeSignOut(10_000)).resolves.toBeUndefined()
  })

  it('waits for one in flight, failed or not', async () => {
    let answer: (v: string) => void = () => {}
    let refuse: (e: Error) => void = () => {}
    sendBeforeSignOut(new Promise<string>((r) => (answer = r)))
    sendBeforeSignOut(new Promise<string>((_, r) => (refuse = r))).catch(() => undefined)
    let done = false
    const settled = settledBeforeSignOut(10_000).then(() => (done = true))
    await Promise.resolve()
    expect(done).toBe(false)
    answer('ok')
    await new Promise((r) => setTimeout(r, 0))
    expect(done).toBe(false)
    refuse(new Error('401'))
    await settled
    expect(done).toBe(true)
    // Settled requests are forgotten.
    await expect(settledBeforeSignOut(10_000)).resolves.toBeUndefined()
  })

  it('gives up after its cap: a hung request never blocks signing out', async () => {
    vi.useFakeTimers()
    try {
      sendBeforeSignOut(new Promise(() => {}))
      let done = false
      const settled = settledBeforeSignOut(2_000).then(() => (done = true))
      await vi.advanceTimersByTimeAsync(1_999)
      expect(done).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await settled
      expect(done).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })
})
