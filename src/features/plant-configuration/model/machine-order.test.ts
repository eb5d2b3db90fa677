import { describe, expect, it } from 'vitest'
import { configMachine } from '../testing/config-machine'
import { applyMove, moveBy, moveOnto } from './machine-order'

const ids = [10, 20, 30, 40]

describe('moveOnto', () => {
  it('takes the place of the machine it is dropped on', () => {
    expect(moveOnto(ids, 40, 10)).toEqual({ id: 40, position: 1 })
    expect(moveOnto(ids, 10, 40)).toEqual({ id: 10, position: 4 })
    expect(moveOnto(ids, 20, 30)).toEqual({ id: 20, position: 3 })
  })

  it('is no move onto itself or an unknown machine', () => {
    expect(moveOnto(ids, 20, 20)).toBeNull()
    expect(moveOnto(ids, 20, 99)).toBeNull()
    expect(moveOnto(ids, 99, 20)).toBeNull()
  })
})

describe('moveBy', () => {
  it('moves one step, not past either end', () => {
    expect(moveBy(ids, 20, -1)).toEqual({ id: 20, position: 1 })
    expect(moveBy(ids, 20, 1)).toEqual({ id: 20, position: 3 })
    expect(moveBy(ids, 10, -1)).toBeNull()
    expect(moveBy(ids, 40, 1)).toBeNull()
    expect(moveBy(ids, 99, 1)).toBeNull()
  })
})

describe('applyMove', () => {
  const machines = ids.map((id, i) => configMachine({ machineId: id, sortOrder: i * 2 }))
  const order = (list: { machineId: number }[]) => list.map((m) => m.machineId)

  it('moves to the top, the bottom and the middle, renumbering 1..N', () => {
    expect(order(applyMove(machines, { id: 40, position: 1 }))).toEqual([40, 10, 20, 30])
    expect(order(applyMove(machines, { id: 10, position: 4 }))).toEqual([20, 30, 40, 10])
    expect(order(applyMove(machines, { id: 10, position: 2 }))).toEqual([20, 10, 30, 40])
    expect(applyMove(machines, { id: 40, position: 1 }).map((m) => m.sortOrder)).toEqual([1, 2, 3, 4])
  })

  it('agrees with moveOnto and moveBy', () => {
    for (const a of ids) {
      for (const b of ids) {
        const move = moveOnto(ids, a, b)
        if (!move) continue
        const next = order(applyMove(machines, move))
        expect(next.indexOf(a)).toBe(ids.indexOf(b))
      }
    }
    expect(order(applyMove(machines, moveBy(ids, 30, -1)!))).toEqual([10, 30, 20, 40])
  })

  it('leaves the list as it is for an unknown machine, and clamps the position', () => {
    expect(order(applyMove(machines, { id: 99, position: 1 }))).toEqual(ids)
    expect(order(applyMove(machines, { id: 10, position: 99 }))).toEqual([20, 30, 40, 10])
  })
})
