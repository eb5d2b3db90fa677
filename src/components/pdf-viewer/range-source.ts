/**
 * Opens a PDF by byte ranges only. pdf.js's own network loader starts with a request for the whole
 * file and cancels it once it sees the server takes ranges; on a fast link most of the file has
 * arrived by then, and on a slow one the cancel costs a round trip. Here the first request already
 * asks for the first chunk: its Content-Range gives the length, and pdf.js then asks this
 * transport for exactly the chunks a page needs. A server (or cache) that answers 200 gives the
 * whole file, which pdf.js reads from memory. A saved manual answers from the service worker's
 * cache, ranges included, so this works offline too.
 */
import type { PdfjsModules } from './load-pdfjs'

export const RANGE_CHUNK = 65_536

export class PdfLoadError extends Error {
  /** `code`: the server's error code from its JSON answer, when it sent one (NOT_FOUND, …). */
  constructor(
    readonly status: number,
    readonly code?: string,
  ) {
    super(`HTTP ${status}`)
    this.name = 'PdfLoadError'
  }
}

/** The error code of a failed answer's JSON body ({ error, message }), if any. */
async function errorCode(response: Response): Promise<string | undefined> {
  const body: unknown = await response.json().catch(() => null)
  return body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
    ? body.error
    : undefined
}

/** The total length from `Content-Range: bytes 0-65535/359204`, or null. */
export function totalFromContentRange(header: string | null): number | null {
  const total = Number(header?.split('/')[1])
  return Number.isInteger(total) && total > 0 ? total : null
}

async function get(url: string, headers: Record<string, string>, begin: number, end: number) {
  const response = await fetch(url, { headers: { ...headers, Range: `bytes=${begin}-${end - 1}` } })
  if (!response.ok) throw new PdfLoadError(response.status, await errorCode(response))
  return response
}

export async function openByRanges(
  pdfjs: PdfjsModules['pdfjs'],
  url: string,
  headers: Record<string, string>,
  onRangeError: (error: unknown) => void,
) {
  const first = await get(url, headers, 0, RANGE_CHUNK)
  const initial = new Uint8Array(await first.arrayBuffer())
  const total = totalFromContentRange(first.headers.get('Content-Range'))
  if (first.status !== 206 || total === null || total <= initial.byteLength) {
    return pdfjs.getDocument({ data: initial })
  }
  const transport = new pdfjs.PDFDataRangeTransport(total, initial)
  transport.requestDataRange = (begin: number, end: number) => {
    get(url, headers, begin, end)
      .then((r) => r.arrayBuffer())
      .then((buffer) => transport.onDataRange(begin, new Uint8Array(buffer)))
      .catch(onRangeError)
  }
  return pdfjs.getDocument({ range: transport, rangeChunkSize: RANGE_CHUNK, disableAutoFetch: true })
}
