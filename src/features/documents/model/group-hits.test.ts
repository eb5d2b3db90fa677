import { describe, expect, it } from 'vitest'
import { groupByManual } from './group-hits'

describe('search hits grouped by manual', () => {
  it('shows each manual once at its best page, in the order of the best hits', () => {
    const hits = [
      { documentId: 7, page: 12 },
      { documentId: 7, page: 3 },
      { documentId: 2, page: 40 },
      { documentId: 7, page: 30 },
      { documentId: 5, page: 1 },
      { documentId: 2, page: 41 },
    ]
    expect(groupByManual(hits)).toEqual([
      {
        best: { documentId: 7, page: 12 },
        more: [
          { documentId: 7, page: 3 },
          { documentId: 7, page: 30 },
        ],
      },
      { best: { documentId: 2, page: 40 }, more: [{ documentId: 2, page: 41 }] },
      { best: { documentId: 5, page: 1 }, more: [] },
    ])
    expect(groupByManual([])).toEqual([])
  })
})
