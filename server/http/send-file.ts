/**
 * Answering a stored file (a manual, a step-by-step PDF, a photo): its type, ETag (304 when the
 * client has it), Range (206, 416) and Content-Disposition under its file name. One place, so every
 * file route serves bytes the same way. The type is the one decided from the bytes at upload, sent
 * with nosniff; only the types uploads can have (images, PDF) are ever shown inline: anything else
 * (a row older than the byte checks) is a download of application/octet-stream, never a page.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { contentDisposition, nameForType } from '../documents/content-disposition'
import type { FileStorage, StoredFileInfo } from '../lib/storage'
import { parseRange } from './range'

const inlineTypes = new Set(['image/png', 'image/jpeg', 'image/webp', 'application/pdf'])

export function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  file: StoredFileInfo,
  options: { disposition: 'inline' | 'attachment'; fileName?: string; contentType?: string },
) {
  const { size } = file
  const etag = `"${file.sha256}"`
  const declared = options.contentType ?? file.mimeType
  const type = inlineTypes.has(declared) ? declared : 'application/octet-stream'
  const disposition = type === declared ? options.disposition : 'attachment'
  reply
    .header('Content-Type', type)
    .header('Accept-Ranges', 'bytes')
    .header('ETag', etag)
    .header('Cache-Control', 'private, no-cache')
    .header('X-Content-Type-Options', 'nosniff')
    .header(
      'Content-Disposition',
      contentDisposition(disposition, nameForType(options.fileName ?? file.fileName, type)),
    )
  if (request.headers['if-none-match'] === etag) return reply.status(304).send()
  const range = parseRange(request.headers.range, size)
  if (range.kind === 'unsatisfiable') {
    return reply.status(416).header('Content-Range', `bytes */${size}`).send()
  }
  if (range.kind === 'partial') {
    return reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(storage.stream(file.storageKey, range))
  }
  return reply.header('Content-Length', size).send(storage.stream(file.storageKey))
}
