/**
 * Answering an Excel export (the statistics and inactivity exports, a task's readings): the
 * workbook is prepared first (its data read and checked, so a 400, 403 or 404 comes before a byte),
 * then streamed while it is written, as an attachment that is never cached.
 */
import { PassThrough } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { attachment } from '../documents/content-disposition'
import type { PreparedWorkbook } from '../documents/workbook'

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** A file name part: letters, digits, dot, dash and underscore only (it goes into a header). */
const safe = (part: string) => part.replace(/[^A-Za-z0-9._-]/g, '_')

/** Streams `file` as `<name>.xlsx`; X-Export-Rows tells the client how many rows it holds. */
export function sendWorkbook(
  request: FastifyRequest,
  reply: FastifyReply,
  file: PreparedWorkbook,
  name: string,
) {
  const out = new PassThrough()
  // Written while it is sent: a failure half-way can only cut the file, so it is logged.
  file.write(out).catch((error: unknown) => {
    request.log.error({ err: error }, 'Excel export failed while streaming')
    out.destroy(error instanceof Error ? error : new Error(String(error)))
  })
  return reply
    .type(XLSX)
    .header('Content-Disposition', attachment(`${safe(name)}.xlsx`))
    .header('Cache-Control', 'no-store')
    .header('X-Export-Rows', String(file.rows))
    .send(out)
}
