import { describe, expect, it } from 'vitest'
import { RATE_WINDOW_MS, SlidingWindowLimiter } from './rate-limit'

describe('SlidingWindowLimiter', () => {
  it('refuses once any key reached the limit inside the window, and forgets old hits', () => {
    let now = 0
    const limiter = new SlidingWindowLimiter(2, () => new Date(now))
    limiter.record(['a', 'ip'])
    now += 1000
    limiter.record(['b', 'ip'])
    expect(() => limiter.check(['c', 'ip'])).toThrow(/Too many/)
    expect(() => limiter.check(['a'])).not.toThrow()
    now = RATE_WINDOW_MS + 1
    // The first hit left the window; one remains.
    expect(() => limiter.check(['ip'])).not.toThrow()
    limiter.record(['ip'])
    expect(() => limiter.check(['ip'])).toThrow()
  })
})
