import type { TraceabilityExportRequest } from '@/contract/statistics'
import { type DownloadProgress, downloadExport } from '@/lib/api/download-file'

/** POST /traceability/export: the spec's data-export request, answered as .xlsx (not limited to 30 periods). */
export const exportTraceability = (
  body: TraceabilityExportRequest,
  onProgress?: (p: DownloadProgress) => void,
) => downloadExport('traceability/export', body, 'statistics.xlsx', onProgress)
