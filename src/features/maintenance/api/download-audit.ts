import { downloadFile } from '@/lib/api/download-file'

/** GET /maintenance/report/audit: the audit PDF of the given filters, saved under the server's name. */
export const downloadAuditReport = (params: Record<string, string>) =>
  downloadFile('maintenance/report/audit', params, 'maintenance-audit.pdf')
