import { expect, it } from 'vitest'
import { setPlantZone } from '@/lib/time/plant-zone'
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

it('writes times in the plant zone the session set, not the device zone', () => {
  setPlantZone('Asia/Tokyo')
  try {
    const at = Date.UTC(2026, 10, 21, 15, 30) // 00:30 on the 22nd in Tokyo
    expect(clockTime(at)).toBe('00:30')
    expect(shortDateTime(at, Date.UTC(2026, 10, 21, 16, 0))).toBe('00:30')
    expect(shortDateTime(at, Date.UTC(2026, 10, 21, 14, 0))).toBe('22/11/2026 00:30')
  } finally {
    setPlantZone(undefined)
  }
})
