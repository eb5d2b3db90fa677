import { describe, expect, it } from 'vitest'
import { clampPage, findQuery, flattenOutline, nextZoom } from './outline'
import { totalFromContentRange } from './range-source'

describe('viewer helpers', () => {
  it('flattens the outline with depths, skipping entries without a destination', () => {
    const tree = [
      { title: '1. Safety', dest: 'a', items: [{ title: 'Rules', dest: ['x'], items: [] }] },
      { title: 'Folder', dest: null, items: [{ title: 'Deck 1', dest: 'b', items: [] }] },
    ]
    expect(flattenOutline(tree)).toEqual([
      { title: '1. Safety', dest: 'a', depth: 0 },
      { title: 'Rules', dest: ['x'], depth: 1 },
      { title: 'Deck 1', dest: 'b', depth: 1 },
    ])
    expect(flattenOutline(null)).toEqual([])
  })

  it('clamps a typed page into the document', () => {
    expect(clampPage('37', 40)).toBe(37)
    expect(clampPage('99', 40)).toBe(40)
    expect(clampPage('0', 40)).toBe(1)
    expect(clampPage('abc', 40)).toBeNull()
  })

  it('steps the zoom', () => {
    expect(nextZoom(1, 1)).toBe(1.25)
    expect(nextZoom(1.1, -1)).toBe(1)
    expect(nextZoom(3, 1)).toBe(3)
    expect(nextZoom(0.5, -1)).toBe(0.5)
  })

  it('looks for a quoted phrase as one, and for the words of a result each on its own', () => {
    expect(findQuery('"doctor blade"')).toBe('doctor blade')
    expect(findQuery('impression deck 6')).toEqual(['impression', 'deck', '6'])
    expect(findQuery(' deck ')).toBe('deck')
  })

  it('reads the file length from a Content-Range answer', () => {
    expect(totalFromContentRange('bytes 0-65535/359204')).toBe(359204)
    expect(totalFromContentRange('bytes */359204')).toBe(359204)
    expect(totalFromContentRange('bytes 0-10/*')).toBeNull()
    expect(totalFromContentRange(null)).toBeNull()
  })
})
