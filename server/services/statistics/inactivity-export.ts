/**
 * POST /inactivities/export (issue 14 item 3): one machine's inactivity table as the screen shows
 * it, as .xlsx: the machine reasons and their subtotal, the process reasons and theirs, then the
 * total (the three in bold); description, category, duration ([h]:mm time cell) and repeats, the
 * header frozen with an auto filter in the reader's language. The reasons come from POST
 * /inactivities (inactivity-stats.ts), longest first within each category, so the subtotals and
 * the total are the sums of what the API answers.
 *
 * The cells are typed as the shared export path types them (cellValue); the workbook is written
 * here rather than by writeWorkbook because the subtotal rows are bold.
 */
import type { Writable } from 'node:stream'
import ExcelJS from 'exceljs'
import type { InactivityRecord } from '../../../src/contract/statistics'
import type { DbOrTx } from '../../db/client'
import { readerProfile } from '../export/reader-profile'
import { cellValue, type ExportColumn } from '../export/xlsx-stream'
import { statisticsLabel } from './export-labels'
import { inactivityStats } from './inactivity-stats'
import { statisticsMachines } from './machines'
import type { PreparedExport } from './traceability-export'

export interface InactivityExportQuery {
  machineId: number
  startDate: string
  finishDate: string
  now: Date
  userId: number
  plantId: number | null
}

/** A row of the sheet: a reason, or a subtotal or the total (category null, bold). */
export interface InactivitySheetRow {
  description: string
  category: string | null
  /** Seconds. */
  duration: number
  repeats: number
  bold: boolean
}

/** The table's rows: machine reasons, machine subtotal, process reasons, process subtotal, total. */
export function inactivitySheetRows(
  records: readonly InactivityRecord[],
  language: string,
): InactivitySheetRow[] {
  const rows: InactivitySheetRow[] = []
  const total = { duration: 0, repeats: 0 }
  const sections = [
    { category: 2, name: statisticsLabel(language, 'machineCategory'), subtotal: 'machineSubtotal' },
    { category: 1, name: statisticsLabel(language, 'process'), subtotal: 'processSubtotal' },
  ] as const
  for (const section of sections) {
    const sum = { duration: 0, repeats: 0 }
    for (const r of records) {
      if (r.category !== section.category) continue
      rows.push({
        description: r.description,
        category: section.name,
        duration: r.duration,
        repeats: r.repeats,
        bold: false,
      })
      sum.duration += r.duration
      sum.repeats += r.repeats
    }
    rows.push({
      description: statisticsLabel(language, section.subtotal),
      category: null,
      ...sum,
      bold: true,
    })
    total.duration += sum.duration
    total.repeats += sum.repeats
  }
  rows.push({ description: statisticsLabel(language, 'total'), category: null, ...total, bold: true })
  return rows
}

export function inactivityExportColumns(language: string): ExportColumn<InactivitySheetRow>[] {
  return [
    {
      header: statisticsLabel(language, 'description'),
      type: 'text',
      width: 32,
      value: (r) => r.description,
    },
    { header: statisticsLabel(language, 'category'), type: 'text', width: 14, value: (r) => r.category },
    {
      header: statisticsLabel(language, 'duration', 'h:mm'),
      type: 'duration',
      width: 14,
      value: (r) => r.duration,
    },
    { header: statisticsLabel(language, 'repeats'), type: 'integer', width: 12, value: (r) => r.repeats },
  ]
}

const formats = { text: undefined, duration: '[h]:mm', integer: '#,##0' } as Record<
  string,
  string | undefined
>

/** The sheet, streamed into `out` as server/services/export/xlsx-stream.ts writes one, bold rows kept. */
async function writeSheet(
  out: Writable,
  sheetName: string,
  columns: readonly ExportColumn<InactivitySheetRow>[],
  rows: readonly InactivitySheetRow[],
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  })
  const sheet = workbook.addWorksheet(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  })
  sheet.columns = columns.map((c, i) => {
    const numFmt = c.numFmt ?? formats[c.type]
    return { key: String(i), width: c.width, style: numFmt ? { numFmt } : {} }
  })
  const header = sheet.getRow(1)
  header.values = columns.map((c) => c.header)
  header.font = { bold: true }
  header.commit()
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } }
  for (const row of rows) {
    const added = sheet.addRow(columns.map((c) => cellValue(c.type, c.value(row))))
    if (row.bold) added.font = { bold: true }
    added.commit()
  }
  sheet.commit()
  await workbook.commit()
  return rows.length
}

export async function prepareInactivityExport(
  db: DbOrTx,
  q: InactivityExportQuery,
): Promise<PreparedExport & { serialNumber: string }> {
  const [machines, records, reader] = await Promise.all([
    statisticsMachines(db, [q.machineId]),
    inactivityStats(db, {
      machineId: q.machineId,
      startDate: q.startDate,
      finishDate: q.finishDate,
      now: q.now,
    }),
    readerProfile(db, q.userId, q.plantId),
  ])
  const rows = inactivitySheetRows(records, reader.language)
  const columns = inactivityExportColumns(reader.language)
  return {
    rows: rows.length,
    serialNumber: machines[0]?.serialNumber ?? String(q.machineId),
    write: (out) => writeSheet(out, statisticsLabel(reader.language, 'inactivitySheet'), columns, rows),
  }
}
