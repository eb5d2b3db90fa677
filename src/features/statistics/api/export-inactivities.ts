import type { InactivityRequest } from '@/contract/statistics'
import { type DownloadProgress, downloadExport } from '@/lib/api/download-file'

/** POST /inactivities/export: the inactivity table as .xlsx (subtotals and total included). */
export const exportInactivities = (body: InactivityRequest, onProgress?: (p: DownloadProgress) => void) =>
  downloadExport('inactivities/export', body, 'inactivities.xlsx', onProgress)
