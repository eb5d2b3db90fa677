/**
 * Uploaded photos are decoded and written again by the server (ADR 026), so what is stored is only
 * pixels: bytes appended to a valid header (an HTML or script polyglot), EXIF (GPS position,
 * camera serial), comments and colour profiles are gone, the EXIF orientation is applied to the
 * pixels first. The format family stays (a JPEG stays a JPEG: re-encoding a photo as PNG would
 * multiply its size). The header's dimensions are checked before any pixel is decoded, so a
 * decompression bomb (a few kB of PNG that inflate to gigabytes) is refused in a millisecond.
 * At most MAX_AT_ONCE images are decoded at once per process (the others wait their turn): a
 * decoded 50 MP image can take ~200 MB, and uploads come in bursts when tablets reconnect.
 */
import sharp from 'sharp'

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp'

/** An uploaded photo (server/http/image-upload.ts) as services store it. */
export interface UploadedImage {
  fileName: string
  mimeType: ImageType
  /** The re-encoded image: what is stored and served. */
  data: Buffer
  /** The bytes as the client sent them: what identifies the request. */
  original: Buffer
}

/** Longest side kept: more than any screen shows, and it bounds the stored size. */
export const IMAGE_MAX_SIDE = 4096
/** What a photo may have before it is decoded: a 48 MP phone camera passes, a bomb does not. */
export const IMAGE_MAX_INPUT_PIXELS = 50_000_000

const formatOf = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' } as const
const MAX_AT_ONCE = 2

// The libvips operation cache would keep recent uploads in memory; an upload is never read twice.
sharp.cache(false)

export class ImageRejected extends Error {
  constructor(readonly reason: 'unreadable' | 'too_many_pixels') {
    super(reason === 'unreadable' ? 'The image cannot be decoded' : 'The image has too many pixels')
  }
}

// 'error', not the default 'warning': phone cameras write JPEGs with harmless warnings (extra
// bytes before a marker); a file that cannot be decoded still fails.
const input = { failOn: 'error', limitInputPixels: IMAGE_MAX_INPUT_PIXELS } as const

let running = 0
const waiting: Array<() => void> = []

async function oneAtATurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_AT_ONCE) running++
  else await new Promise<void>((resolve) => waiting.push(resolve))
  try {
    return await work()
  } finally {
    // A waiter takes the slot over (running stays), so a newcomer cannot slip in between.
    const next = waiting.shift()
    if (next) next()
    else running--
  }
}

/** The image type the bytes themselves say, or null. */
export function sniffImage(data: Buffer): ImageType | null {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png'
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg'
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp'
  return null
}

/** The image re-encoded in its own format family; ImageRejected when it is not one or is too large. */
export function reencodeImage(data: Buffer, type: ImageType): Promise<Buffer> {
  return oneAtATurn(() => reencode(data, type))
}

async function reencode(data: Buffer, type: ImageType): Promise<Buffer> {
  // The header alone (no pixel is decoded here): its size is judged below, so the limit that would
  // make metadata() fail like a broken file is lifted for this read.
  const meta = await sharp(data, { ...input, limitInputPixels: false })
    .metadata()
    .catch(() => null)
  if (!meta?.width || !meta.height || meta.format !== formatOf[type]) throw new ImageRejected('unreadable')
  if (meta.width * meta.height > IMAGE_MAX_INPUT_PIXELS) throw new ImageRejected('too_many_pixels')
  const pipeline = sharp(data, input)
    .rotate()
    .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
  const encoded =
    type === 'image/jpeg'
      ? pipeline.jpeg({ quality: 88 })
      : type === 'image/png'
        ? pipeline.png()
        : pipeline.webp({ quality: 88 })
  // No keepMetadata()/withMetadata(): sharp writes none of the input's metadata.
  return encoded.toBuffer().catch(() => {
    throw new ImageRejected('unreadable')
  })
}
