import { api } from './client'

export interface DownloadProgress {
  /** Bytes received so far. */
  receivedBytes: number
}

/** attachment; filename="historical-2026-11-24.xlsx" -> historical-2026-11-24.xlsx */
export function fileNameFrom(contentDisposition: string | null, fallback: string): string {
  const match = contentDisposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i)
  if (!match?.[1]) return fallback
  try {
    return decodeURIComponent(match[1])
  } catch {
    return match[1]
  }
}

/**
 * POSTs `body` to an export endpoint and saves the answer as a file (Excel exports of historical,
 * statistics, inactivities). The server streams the file while it makes it, so the size is not
 * known beforehand: progress reports the bytes received.
 */
export async function downloadExport(
  path: string,
  body: unknown,
  fallbackName: string,
  onProgress?: (progress: DownloadProgress) => void,
): Promise<string> {
  const response = await api.post(path, {
    json: body,
    // An export of many rows can take longer than an ordinary call.
    timeout: 300_000,
    onDownloadProgress: (progress) => onProgress?.({ receivedBytes: progress.transferredBytes }),
  })
  const blob = await response.blob()
  const name = fileNameFrom(response.headers.get('Content-Disposition'), fallbackName)
  saveBlob(blob, name)
  return name
}

/** GETs a file (the order PDF report) and saves it under the server's file name. */
export async function downloadFile(
  path: string,
  searchParams: Record<string, string | number>,
  fallbackName: string,
): Promise<string> {
  const response = await api.get(path, { searchParams, timeout: 120_000 })
  const blob = await response.blob()
  const name = fileNameFrom(response.headers.get('Content-Disposition'), fallbackName)
  saveBlob(blob, name)
  return name
}

export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
