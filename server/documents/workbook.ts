/**
 * The one way the server writes an Excel workbook (the historical, statistics, inactivity and
 * maintenance readings exports): column definitions with a cell type, a frozen header row with an auto filter in the
 * user's language, rows in batches (an async source, or a list), and a workbook streamed as it is
 * written (exceljs's streaming WorkbookWriter), so memory stays flat whatever the number of rows.
 *
 * Cells are typed for the spreadsheet, not pre-formatted text: numbers are numbers (in the user's
 * units, converted by the caller), dates are Excel dates in the plant's wall-clock time,
 * durations are days (Excel's unit) shown as [h]:mm, percents are fractions shown with %.
 * A missing value, or the machine's -1 "not available", is an empty cell (unless the column is
 * `asGiven`: a technician's reading of -1 is a reading).
 */
import type { Writable } from 'node:stream'
import ExcelJS from 'exceljs'

export type CellType = 'text' | 'number' | 'integer' | 'date' | 'duration' | 'percent'

export interface ExportColumn<R> {
  header: string
  type: CellType
  value: (row: R) => string | number | Date | null | undefined
  /** Characters; a sensible default per type otherwise. */
  width?: number
  /** Overrides the type's number format (for example '0.000000' for a cost per m²). */
  numFmt?: string
  /**
   * Written as given: a -1 (a technician's reading, or "-1" in a typed title) is kept, not taken
   * for the machine's "not available".
   */
  asGiven?: boolean
}

const formats: Record<CellType, string | undefined> = {
  text: undefined,
  number: '#,##0.0',
  integer: '#,##0',
  date: 'dd/mm/yyyy hh:mm',
  duration: '[h]:mm',
  percent: '0.0%',
}

const widths: Record<CellType, number> = {
  text: 22,
  number: 14,
  integer: 10,
  date: 17,
  duration: 10,
  percent: 10,
}

const SECONDS_PER_DAY = 86_400

/** The value as the cell stores it: empty for missing or -1, seconds as days, percents as fractions. */
export function cellValue(type: CellType, value: string | number | Date | null | undefined, asGiven = false) {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || (value === -1 && !asGiven)) return null
    if (type === 'duration') return value / SECONDS_PER_DAY
    if (type === 'percent') return value / 100
    return value
  }
  if (!asGiven && typeof value === 'string' && /(^|[^\d.])-1(?![\d.])/.test(value)) return null
  return value
}

/** A workbook ready to stream: its row count (known before a byte is sent) and its writer. */
export interface PreparedWorkbook {
  rows: number
  /** Writes the workbook into `out`; resolves with the number of rows written. */
  write: (out: Writable) => Promise<number>
}

export interface WorkbookSpec<R> {
  sheetName: string
  columns: readonly ExportColumn<R>[]
  /** Batches of rows, in order; each batch is written and released before the next is read. */
  batches: AsyncIterable<readonly R[]> | Iterable<readonly R[]>
  /** Rows set in bold (subtotals, totals). */
  bold?: (row: R) => boolean
}

/** Writes the workbook into `out` as it goes; resolves once the last byte is written. */
export async function writeWorkbook<R>(out: Writable, spec: WorkbookSpec<R>): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  })
  // Excel caps sheet names at 31 characters and refuses a few punctuation marks.
  const sheet = workbook.addWorksheet(spec.sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  })
  sheet.columns = spec.columns.map((c, i) => ({
    key: String(i),
    width: c.width ?? widths[c.type],
    style: (c.numFmt ?? formats[c.type]) ? { numFmt: c.numFmt ?? formats[c.type] } : {},
  }))
  const header = sheet.getRow(1)
  header.values = spec.columns.map((c) => c.header)
  header.font = { bold: true }
  header.commit()
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: spec.columns.length } }

  let written = 0
  for await (const batch of spec.batches) {
    for (const row of batch) {
      const added = sheet.addRow(spec.columns.map((c) => cellValue(c.type, c.value(row), c.asGiven)))
      if (spec.bold?.(row)) added.font = { bold: true }
      added.commit()
      written++
    }
  }
  sheet.commit()
  await workbook.commit()
  return written
}
