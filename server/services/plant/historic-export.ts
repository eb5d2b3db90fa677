/**
 * POST /api/order/historic/export: every order matching the historical filters as .xlsx, in the
 * list's order, streamed (server/services/export/xlsx-stream.ts). The count is checked first, so
 * a search too large for a spreadsheet is a 400 before a byte of the file is sent.
 */
import type { Writable } from 'node:stream'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { plants, users } from '../../db/schema'
import { HttpError } from '../../http/errors'
import { writeWorkbook } from '../export/xlsx-stream'
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
  const [user] = await db
    .select({ language: users.language, codes: users.userPreferences })
    .from(users)
    .where(eq(users.id, options.userId))
  const [plant] =
    options.plantId === null
      ? []
      : await db
          .select({ timezone: plants.timezone, currency: plants.currencySymbol })
          .from(plants)
          .where(eq(plants.id, options.plantId))
  const language = user?.language ?? 'en_EN'
  const columns = historicExportColumns(
    language,
    {
      imperial: user?.codes.includes('USER_GLOBALUNITSYSTEM_IMPERIAL') ?? false,
      currencySymbol: plant?.currency ?? '',
    },
    plant?.timezone ?? 'UTC',
    options.withCosts,
  )
  return {
    rows,
    write: (out) =>
      writeWorkbook(out, {
        sheetName: historicSheetName(language),
        columns,
        batches: historicBatches(db, filters, options),
      }),
  }
}
