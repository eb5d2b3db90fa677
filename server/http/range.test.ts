import { describe, expect, it } from 'vitest'
import { parseRange } from './range'

describe('parseRange', () => {
  it('answers the whole file without a header or with a malformed or multiple range', () => {
    expect(parseRange(undefined, 100)).toEqual({ kind: 'full' })
    expect(parseRange('pages=1-2', 100)).toEqual({ kind: 'full' })
    expect(parseRange('bytes=0-1,5-6', 100)).toEqual({ kind: 'full' })
    expect(parseRange('bytes=-', 100)).toEqual({ kind: 'full' })
  })
  it('reads closed, open and suffix ranges', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ kind: 'partial', start: 0, end: 9 })
    expect(parseRange('bytes=90-', 100)).toEqual({ kind: 'partial', start: 90, end: 99 })
    expect(parseRange('bytes=-10', 100)).toEqual({ kind: 'partial', start: 90, end: 99 })
    expect(parseRange('bytes=-500', 100)).toEqual({ kind: 'partial', start: 0, end: 99 })
    expect(parseRange('bytes=50-500', 100)).toEqual({ kind: 'partial', start: 50, end: 99 })
  })
  it('refuses ranges outside the file', () => {
    expect(parseRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' })
    expect(parseRange('bytes=20-10', 100)).toEqual({ kind: 'unsatisfiable' })
    expect(parseRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' })
  })
})
