import { expect, it } from 'vitest'
import { clockTime, formatBytes, shortDateTime } from './format'

it('formats times, dates and sizes', () => {
  const at = new Date(2026, 10, 21, 9, 5).getTime()
  expect(clockTime(at)).toBe('09:05')
  expect(shortDateTime(at, new Date(2026, 10, 21, 18, 0).getTime())).toBe('09:05')
  expect(shortDateTime(at, new Date(2026, 10, 22, 8, 0).getTime())).toBe('21/11/2026 09:05')
  expect(formatBytes(512, 'en')).toBe('512 B')
  expect(formatBytes(1536, 'en')).toBe('1.5 KB')
  expect(formatBytes(250 * 1024 * 1024, 'en')).toBe('250 MB')
})
