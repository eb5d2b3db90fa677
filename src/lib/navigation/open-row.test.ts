// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { orderDetailHref, rowLinkHandlers } from './open-row'

const click = (init: Partial<MouseEvent> & { target?: EventTarget }) =>
  ({
    button: 0,
    ctrlKey: false,
    metaKey: false,
    target: document.createElement('td'),
    preventDefault: vi.fn(),
    ...init,
  }) as never

describe('rowLinkHandlers', () => {
  afterEach(() => vi.restoreAllMocks())

  it('navigates on a plain click and opens a new tab on ctrl-, cmd- or middle-click', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const navigate = vi.fn()
    const handlers = rowLinkHandlers('/machine-control/h/1/2', navigate)
    handlers.onClick(click({}))
    expect(navigate).toHaveBeenCalledTimes(1)
    handlers.onClick(click({ ctrlKey: true }))
    handlers.onClick(click({ metaKey: true }))
    handlers.onAuxClick(click({ button: 1 }))
    handlers.onAuxClick(click({ button: 2 }))
    expect(open).toHaveBeenCalledTimes(3)
    expect(open).toHaveBeenCalledWith('/machine-control/h/1/2', '_blank', 'noopener')
    expect(navigate).toHaveBeenCalledTimes(1)
  })

  it('leaves clicks on a control inside the row to that control', () => {
    const navigate = vi.fn()
    const button = document.createElement('button')
    rowLinkHandlers('/x', navigate).onClick(click({ target: button }))
    expect(navigate).not.toHaveBeenCalled()
  })
})

describe('orderDetailHref', () => {
  it('encodes the hash code', () => {
    expect(orderDetailHref('a/b', 1, 2)).toBe('/machine-control/a%2Fb/1/2')
  })
})
