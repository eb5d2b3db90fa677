import { describe, expect, it } from 'vitest'
import { deriveMachineLines } from './machine-lines'

describe('deriveMachineLines', () => {
  it('de-duplicates the machine lines by id, ordered by id', () => {
    const machine = (id: number, name: string) => ({ machineModel: { machineLine: { id, name } } })
    expect(
      deriveMachineLines([machine(4, 'LAMINATING'), machine(1, 'FLEXO'), machine(4, 'LAMINATING')]),
    ).toEqual([
      { id: 1, name: 'FLEXO' },
      { id: 4, name: 'LAMINATING' },
    ])
    expect(deriveMachineLines([])).toEqual([])
  })
})
