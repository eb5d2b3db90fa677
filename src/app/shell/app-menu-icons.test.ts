import { describe, expect, it } from 'vitest'
import { menuIcons } from './app-menu'

describe('application menu icons', () => {
  it('gives every area its own icon', () => {
    const drawn = Object.values(menuIcons).map((icon) => icon.type)
    expect(new Set(drawn).size).toBe(drawn.length)
  })
})
