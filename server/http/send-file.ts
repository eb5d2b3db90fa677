/**
 * Answering a stored file (a manual, a step-by-step PDF, a photo): its type, ETag (304 when the
 * client has it), Range (206, 416) and Content-Disposition under its file name. One place, so every
 * file route serves bytes the same way.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FileStorage } from '../lib/storage'
import { parseRange } from './range'

export interface StoredFileInfo {
  fileName: string
  mimeType: string
  size: number
  sha256: string
  storageKey: string
}

/** RFC 6266 attachment header: an ASCII fallback name and the UTF-8 one. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

export function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  file: StoredFileInfo,
  options: { disposition: 'inline' | 'attachment'; fileName?: string; contentType?: string },
) {
  const { size } = file
  const etag = `"${file.sha256}"`
  reply
    .header('Content-Type', options.contentType ?? file.mimeType)
    .header('Accept-Ranges', 'bytes')
    .header('ETag', etag)
    .header('Cache-Control', 'private, no-cache')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', contentDisposition(options.disposition, options.fileName ?? file.fileName))
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
