import { describe, expect, it } from 'vitest'
import { fileNameFrom } from './download-file'

describe('fileNameFrom', () => {
  it('reads plain and RFC 5987 file names, else the fallback', () => {
    expect(fileNameFrom('attachment; filename="historical-2026-11-24.xlsx"', 'x.xlsx')).toBe(
      'historical-2026-11-24.xlsx',
    )
    expect(fileNameFrom("attachment; filename*=UTF-8''hist%C3%B3rico.xlsx", 'x.xlsx')).toBe('histórico.xlsx')
    expect(fileNameFrom(null, 'x.xlsx')).toBe('x.xlsx')
    expect(fileNameFrom('attachment', 'x.xlsx')).toBe('x.xlsx')
  })
})
