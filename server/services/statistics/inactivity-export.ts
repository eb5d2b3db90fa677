/**
 * POST /inactivities/export (issue 14 item 3): one machine's inactivity table as the screen shows
 * it, as .xlsx: the machine reasons and their subtotal, the process reasons and theirs, then the
 * total (the three in bold); description, category, duration ([h]:mm time cell) and repeats, the
 * header frozen with an auto filter in the reader's language. The reasons come from POST
 * /inactivities (inactivity-stats.ts), longest first within each category, so the subtotals and
 * the total are the sums of what the API answers.
 *
 * Written by the one workbook helper (server/documents/workbook.ts), the subtotal and total rows bold.
 */
import type { InactivityRecord } from '../../../src/contract/statistics'
import type { DbOrTx } from '../../db/client'
import { stopReasonText } from '../../documents/stop-reason-texts'
import { type ExportColumn, writeWorkbook } from '../../documents/workbook'
import { readerProfile } from '../export/reader-profile'
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
        description: stopReasonText(language, r.reasonCode, r.description),
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
    write: (out) =>
      writeWorkbook(out, {
        sheetName: statisticsLabel(reader.language, 'inactivitySheet'),
        columns,
        batches: [rows],
        bold: (row) => row.bold,
      }),
  }
}
