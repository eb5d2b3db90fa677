import { describe, expect, it } from 'vitest'
import { traceabilityExportColumns } from './traceability-export'

describe('traceabilityExportColumns', () => {
  it('heads the statistics export ink column in litres, the symbol of the reader language (not l)', () => {
    const header = (language: string) =>
      traceabilityExportColumns(language, false, true)
        .map((c) => c.header)
        .find((h) => h.startsWith('Ink') || h.startsWith('Расход краски'))
    expect(header('en_EN')).toBe('Ink consumed (L)')
    expect(header('ru_RU')).toBe('Расход краски (л)')
  })
})
