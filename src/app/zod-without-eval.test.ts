import { describe, expect, it } from 'vitest'

describe('zod without eval', () => {
  it('turns off zod JIT, so zod never probes for new Function under the CSP', async () => {
    await import('./zod-without-eval')
    const { config, z } = await import('zod')
    expect(config().jitless).toBe(true)
    // Parsing still works without the compiled fast path.
    expect(z.object({ a: z.number() }).parse({ a: 1, b: 2 })).toEqual({ a: 1 })
  })
})
