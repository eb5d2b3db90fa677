import type { HistoricRequest } from '@/contract/historic'
import { type DownloadProgress, downloadExport } from '@/lib/api/download-file'

/** POST /order/historic/export: every row matching the filters as .xlsx, streamed by the server. */
export const exportHistoric = (body: HistoricRequest, onProgress?: (p: DownloadProgress) => void) =>
  downloadExport(
    'order/historic/export',
    { ...body, limit: null, offset: null },
    'historical.xlsx',
    onProgress,
  )
