/**
 * Photos for the outbox: downscaled before they are stored, so a tablet's 12-megapixel shots do
 * not fill IndexedDB or a weak uplink. The long edge becomes at most 1600 px and the picture is
 * re-encoded as JPEG at 0.8 (createImageBitmap applies the EXIF orientation). The result is an
 * ArrayBuffer plus its MIME type, the form the outbox stores (Safari fails on Blobs in IndexedDB).
 * A picture the browser cannot decode is kept as it came.
 */
export const PHOTO_MAX_EDGE = 1600
export const PHOTO_QUALITY = 0.8

export interface PreparedPhoto {
  data: ArrayBuffer
  type: string
  fileName: string
}

/** Width and height that fit `maxEdge` on the long side, never upscaled. */
export function fitWithin(width: number, height: number, maxEdge = PHOTO_MAX_EDGE) {
  const scale = Math.min(1, maxEdge / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '') || 'photo'
  return `${base}.jpg`
}

async function encode(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height)
    const context = canvas.getContext('2d')
    if (!context) return null
    context.drawImage(bitmap, 0, 0, width, height)
    return canvas.convertToBlob({ type: 'image/jpeg', quality: PHOTO_QUALITY })
  }
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) return null
  context.drawImage(bitmap, 0, 0, width, height)
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', PHOTO_QUALITY))
}

export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  const original = async (): Promise<PreparedPhoto> => ({
    data: await file.arrayBuffer(),
    type: file.type || 'application/octet-stream',
    fileName: file.name || 'photo',
  })
  if (typeof createImageBitmap === 'undefined') return original()
  let bitmap: ImageBitmap | undefined
  try {
    bitmap = await createImageBitmap(file)
    const size = fitWithin(bitmap.width, bitmap.height)
    const blob = await encode(bitmap, size.width, size.height)
    if (!blob) return original()
    return { data: await blob.arrayBuffer(), type: 'image/jpeg', fileName: jpegName(file.name || 'photo') }
  } catch {
    return original()
  } finally {
    bitmap?.close()
  }
}
