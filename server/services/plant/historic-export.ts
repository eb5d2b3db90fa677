/**
 * POST /api/order/historic/export: every order matching the historical filters as .xlsx, in the
 * list's order, streamed (server/documents/workbook.ts). The count is checked first, so
 * a search too large for a spreadsheet is a 400 before a byte of the file is sent.
 */
import type { Writable } from 'node:stream'
import type { Db } from '../../db/client'
import { writeWorkbook } from '../../documents/workbook'
import { HttpError } from '../../http/errors'
import { readerProfile } from '../export/reader-profile'
import { countHistoric, type HistoricOptions, historicBatches } from './historic'
import { historicExportColumns, historicSheetName } from './historic-export-columns'
import type { HistoricFilters } from './historic-filters'

/** Far above a year of a large plant's orders, well below what a spreadsheet opens comfortably. */
export const HISTORIC_EXPORT_MAX_ROWS = 100_000

export interface HistoricExport {
  rows: number
  /** Streams the workbook into `out`; resolves with the number of rows written. */
  write: (out: Writable) => Promise<number>
}

export async function prepareHistoricExport(
  db: Db,
  filters: HistoricFilters,
  // maxRows: the cap, lowered by the tests (a 100,001-order fixture would cost minutes).
  options: HistoricOptions & { userId: number; maxRows?: number },
): Promise<HistoricExport> {
  const max = options.maxRows ?? HISTORIC_EXPORT_MAX_ROWS
  const rows = await countHistoric(db, filters, options)
  if (rows > max) {
    const message = `${rows} orders match; an export holds at most ${max}. Narrow the filters.`
    throw new HttpError(400, 'EXPORT_TOO_LARGE', message, [
      { field: 'date_start', code: 'too_many_rows', message },
    ])
  }
  const reader = await readerProfile(db, options.userId, options.plantId)
  const columns = historicExportColumns(
    reader.language,
    { imperial: reader.imperial, currencySymbol: reader.currencySymbol },
    reader.timezone,
    options.withCosts,
  )
  return {
    rows,
    write: (out) =>
      writeWorkbook(out, {
        sheetName: historicSheetName(reader.language),
        columns,
        batches: historicBatches(db, filters, options),
      }),
  }
}
