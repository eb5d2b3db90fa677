import { downloadFile } from '@/lib/api/download-file'

/** GET /maintenance/{id}/readings.xlsx: the task's readings over time, saved under the server's name. */
export const downloadTaskReadings = (taskId: number) =>
  downloadFile(`maintenance/${taskId}/readings.xlsx`, {}, `readings-task-${taskId}.xlsx`)
