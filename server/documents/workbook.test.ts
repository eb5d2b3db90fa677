import { PassThrough } from 'node:stream'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { cellValue, writeWorkbook } from './workbook'

describe('cellValue', () => {
  it('leaves missing and -1 values empty', () => {
    expect(cellValue('number', null)).toBeNull()
    expect(cellValue('number', -1)).toBeNull()
    expect(cellValue('text', 'PET -1')).toBeNull()
    expect(cellValue('text', '2026-11-01')).toBe('2026-11-01')
    expect(cellValue('number', Number.NaN)).toBeNull()
  })

  it('keeps -1 in a column written as given (a reading, a typed title)', () => {
    expect(cellValue('number', -1, true)).toBe(-1)
    expect(cellValue('text', 'Zone -1 gap', true)).toBe('Zone -1 gap')
    expect(cellValue('number', Number.NaN, true)).toBeNull()
    expect(cellValue('number', null, true)).toBeNull()
  })

  it('stores durations as days and percents as fractions', () => {
    expect(cellValue('duration', 86_400)).toBe(1)
    expect(cellValue('percent', 42.5)).toBeCloseTo(0.425)
    expect(cellValue('number', 0)).toBe(0)
  })
})

describe('writeWorkbook', () => {
  it('streams a workbook that exceljs reads back, batch after batch', async () => {
    const out = new PassThrough()
    const chunks: Buffer[] = []
    out.on('data', (c: Buffer) => chunks.push(c))
    type Row = { n: number; d: Date | null }
    async function* batches(): AsyncGenerator<Row[]> {
      yield [{ n: 1, d: new Date(Date.UTC(2026, 0, 2, 3, 4)) }]
      yield [{ n: -1, d: null }]
    }
    const written = await writeWorkbook(out, {
      sheetName: 'A/B: test',
      columns: [
        { header: 'N', type: 'integer', value: (r: Row) => r.n },
        { header: 'D', type: 'date', value: (r: Row) => r.d },
      ],
      batches: batches(),
    })
    expect(written).toBe(2)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    expect(sheet.name).toBe('A B  test')
    expect(sheet.getRow(2).values).toEqual([undefined, 1, new Date(Date.UTC(2026, 0, 2, 3, 4))])
    expect(sheet.getRow(3).getCell(1).value).toBeNull()
  })
})
