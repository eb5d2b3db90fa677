import { describe, expect, it } from 'vitest'
import { movedOrder } from './machine-config-order'

const all = new Set([1, 2, 3, 4, 5])

describe('movedOrder', () => {
  it('moves a machine to the top, the bottom and the middle', () => {
    expect(movedOrder([1, 2, 3, 4, 5], all, 5, 1)).toEqual([5, 1, 2, 3, 4])
    expect(movedOrder([1, 2, 3, 4, 5], all, 1, 5)).toEqual([2, 3, 4, 5, 1])
    expect(movedOrder([1, 2, 3, 4, 5], all, 1, 3)).toEqual([2, 3, 1, 4, 5])
    expect(movedOrder([1, 2, 3, 4, 5], all, 4, 2)).toEqual([1, 4, 2, 3, 5])
  })

  it('leaves the order as it is for the current position', () => {
    expect(movedOrder([3, 1, 2], new Set([1, 2, 3]), 1, 2)).toEqual([3, 1, 2])
  })

  it('counts the position among the visible machines and keeps the hidden ones in place', () => {
    // The user sees 1, 3 and 5; 2 and 4 stay where they are.
    const visible = new Set([1, 3, 5])
    expect(movedOrder([1, 2, 3, 4, 5], visible, 5, 1)).toEqual([5, 2, 1, 4, 3])
    expect(movedOrder([1, 2, 3, 4, 5], visible, 1, 3)).toEqual([3, 2, 5, 4, 1])
    expect(movedOrder([1, 2, 3, 4, 5], visible, 3, 2)).toEqual([1, 2, 3, 4, 5])
  })

  it('keeps every machine exactly once', () => {
    const order = [7, 3, 9, 1, 4, 8]
    for (const id of order) {
      for (let p = 1; p <= order.length; p++) {
        const next = movedOrder(order, new Set(order), id, p)
        expect([...next].sort()).toEqual([...order].sort())
        expect(next.indexOf(id)).toBe(p - 1)
      }
    }
  })
})
