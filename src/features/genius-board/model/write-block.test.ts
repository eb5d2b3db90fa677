import { describe, expect, it } from 'vitest'
import { shownActions, writeBlock } from './write-block'

describe('board writes', () => {
  it('are blocked for a commercial user first, then offline', () => {
    expect(writeBlock({ readOnly: true, online: false })).toBe('COMMERCIAL')
    expect(writeBlock({ readOnly: false, online: false })).toBe('OFFLINE')
    expect(writeBlock({ readOnly: false, online: true })).toBeNull()
  })

  it('show the state actions, none to a commercial user', () => {
    expect(shownActions('prepared', null)).toEqual(['edit', 'send', 'cancel'])
    expect(shownActions('sent', 'OFFLINE')).toEqual(['recall', 'cancel'])
    expect(shownActions('prepared', 'COMMERCIAL')).toEqual([])
    expect(shownActions('started', null)).toEqual([])
  })
})
