/**
 * Content-Disposition of every download (stored files, credentials, exports): one helper, so no
 * route builds the header by hand. The name comes from users (an upload's file name, a link's
 * fileName=), so it is made safe: no path, no control characters, quotes or backslashes in the
 * ASCII fallback, RFC 5987 encoding for the exact UTF-8 name, and an extension that matches the
 * type served (a photo saved as "notes.html" would open in a browser as a page).
 */

/** Extensions a file of each type may keep; the first is the one given when it has none of them. */
const extensions: Record<string, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
}

/** The file name without any folder, at most 200 characters, `fallback` when nothing is left. */
export function baseName(fileName: string | undefined, fallback: string) {
  const name = (fileName ?? '').split(/[\\/]/).pop()!.trim().slice(0, 200)
  return name || fallback
}

/** `fileName` with an extension of `mimeType` (the wrong one replaced, a missing one added). */
export function nameForType(fileName: string, mimeType: string) {
  const allowed = extensions[mimeType]
  if (!allowed) return fileName
  const dot = fileName.lastIndexOf('.')
  const ext = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : ''
  if (allowed.includes(ext)) return fileName
  return `${dot > 0 ? fileName.slice(0, dot) : fileName}.${allowed[0]}`
}

/** RFC 5987 value: encodeURIComponent leaves ' ( ) * unescaped, which attr-char does not allow. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/** RFC 6266 header: an ASCII fallback name and the exact UTF-8 one. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string) {
  // Control characters (a CR LF would end the header) are dropped, whatever the route let through.
  const visible = Array.from(fileName, (c) => (c < ' ' || c === '\u007f' ? '' : c)).join('')
  const name = baseName(visible, 'file')
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`
}

/** A download saved under `fileName`. */
export const attachment = (fileName: string) => contentDisposition('attachment', fileName)
