import { describe, expect, it } from 'vitest'
import { themedUrl } from './dashboard-logout'

describe('themedUrl', () => {
  it('adds the theme to the query', () => {
    expect(themedUrl('/analytics/d/x?ticket=a', 'light')).toBe('/analytics/d/x?ticket=a&theme=light')
    expect(themedUrl('https://g.example.com/d/x', 'dark')).toBe('https://g.example.com/d/x?theme=dark')
  })
})
