// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { installDomShims, renderUi } from '@/offline/testing/render'
import { WhenScrolledTo } from './when-scrolled-to'

beforeAll(installDomShims)
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('WhenScrolledTo', () => {
  it('keeps the place (its height) and renders the part once it comes near the viewport', () => {
    let report: (entries: Array<{ isIntersecting: boolean }>) => void = () => undefined
    const disconnect = vi.fn()
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback
        }
        observe() {}
        disconnect = disconnect
      },
    )
    const { container } = renderUi(
      <WhenScrolledTo height={240}>
        <p>the chart</p>
      </WhenScrolledTo>,
    )
    expect(screen.queryByText('the chart')).toBeNull()
    expect(container.querySelector('[aria-hidden]')?.getAttribute('style')).toContain('15rem')
    act(() => report([{ isIntersecting: false }]))
    expect(screen.queryByText('the chart')).toBeNull()
    act(() => report([{ isIntersecting: true }]))
    expect(screen.getByText('the chart')).toBeTruthy()
    expect(disconnect).toHaveBeenCalled()
  })

  it('renders at once where the browser cannot tell (no IntersectionObserver)', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    renderUi(
      <WhenScrolledTo height={240}>
        <p>the chart</p>
      </WhenScrolledTo>,
    )
    expect(screen.getByText('the chart')).toBeTruthy()
  })
})
