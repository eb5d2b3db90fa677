/**
 * Names shared by the app and the service worker for the technical-document cache.
 *
 * Cached PDFs are keyed by URL plus the user who saved them (`?offline-user=<id>`): the service
 * worker answers from the cache without asking the server, so without the user in the key a
 * second person on a shared tablet could open manuals of machines not assigned to them.
 */
export const TECH_DOCS_CACHE = 'tech-docs'
export const MACHINE_IMAGES_CACHE = 'machine-images'
export const OFFLINE_USER_PARAM = 'offline-user'

/** Document file URLs: `<api base>/documents/files/<id>`. */
export const documentFilePattern = /\/documents\/files\/(\d+)$/

/**
 * A task's step-by-step PDF: `<api base>/maintenance/file/download?fileUrl=<file id>&fileName=...`.
 * Only `fileUrl` names the file; the name and `download=1` change the answer's headers, not its
 * bytes, so they are left out of the key (the viewer's request and prepare shift's match).
 */
export const maintenanceFilePattern = /\/maintenance\/file\/download$/
const MAINTENANCE_FILE_PARAM = 'fileUrl'

/** Whether the worker answers this URL from the technical-document cache. */
export const isOfflineFileUrl = (url: URL) =>
  documentFilePattern.test(url.pathname) ||
  (maintenanceFilePattern.test(url.pathname) && url.searchParams.has(MAINTENANCE_FILE_PARAM))

export function documentCacheKey(url: string, userId: number): string {
  const parsed = new URL(url)
  if (maintenanceFilePattern.test(parsed.pathname)) {
    const file = parsed.searchParams.get(MAINTENANCE_FILE_PARAM) ?? ''
    parsed.search = ''
    parsed.searchParams.set(MAINTENANCE_FILE_PARAM, file)
  }
  parsed.searchParams.delete(OFFLINE_USER_PARAM)
  parsed.searchParams.set(OFFLINE_USER_PARAM, String(userId))
  return parsed.href
}

/** The document id and owner of a cache key, or null for something else. */
export function parseDocumentCacheKey(key: string): { id: number; userId: number; url: string } | null {
  const parsed = new URL(key)
  const match = documentFilePattern.exec(parsed.pathname)
  const owner = Number(parsed.searchParams.get(OFFLINE_USER_PARAM))
  if (!match || !Number.isInteger(owner) || owner <= 0) return null
  parsed.searchParams.delete(OFFLINE_USER_PARAM)
  return { id: Number(match[1]), userId: owner, url: parsed.href }
}
