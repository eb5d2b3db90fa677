// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { usePageTurn } from './use-page-turn'

describe('usePageTurn', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('turns a page every pace and comes round to the first', () => {
    const { result } = renderHook(() => usePageTurn(3, 10_000))
    expect(result.current).toBe(0)
    act(() => vi.advanceTimersByTime(9_999))
    expect(result.current).toBe(0)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe(1)
    act(() => vi.advanceTimersByTime(20_000))
    expect(result.current).toBe(0)
  })

  it('stays on the only page, and in range when the page count drops', () => {
    const { result, rerender } = renderHook(({ count }) => usePageTurn(count, 10_000), {
      initialProps: { count: 4 },
    })
    act(() => vi.advanceTimersByTime(30_000))
    expect(result.current).toBe(3)
    rerender({ count: 2 })
    expect(result.current).toBe(1)
    rerender({ count: 1 })
    expect(result.current).toBe(0)
    act(() => vi.advanceTimersByTime(60_000))
    expect(result.current).toBe(0)
  })
})
