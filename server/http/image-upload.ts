/**
 * Photos of a multipart form (read by server/http/form-reader.ts): each part's bytes must be a PNG,
 * JPEG or WebP by their own signature, whatever type the client declared (an "image/png" that is
 * HTML is refused); then the server decodes and re-encodes it (server/lib/reencode-image.ts): what
 * cannot be decoded, or has too many pixels, is a 400. Errors name the form field.
 *
 * An image keeps the bytes as received (`original`) beside the re-encoded ones (`data`, what is
 * stored): the Idempotency-Key hash is taken over what the client sent, so a retry replays even if
 * the encoder's output changed between the two (a server upgrade while a tablet was offline).
 */
import { baseName, nameForType } from '../documents/content-disposition'
import { ImageRejected, reencodeImage, sniffImage, type UploadedImage } from '../lib/reencode-image'
import { badRequest } from './errors'
import type { FormFilePart } from './form-reader'

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024

/** One file part as a stored photo: its type by its bytes, re-encoded; a 400 naming `field` otherwise. */
export async function photoOf(part: FormFilePart, field: string): Promise<UploadedImage> {
  const original = part.data
  const mimeType = sniffImage(original)
  if (!mimeType) throw badRequest(field, 'Only PNG, JPEG or WebP photos are accepted', 'invalid_type')
  const data = await reencodeImage(original, mimeType).catch((err: unknown) => {
    if (!(err instanceof ImageRejected)) throw err
    if (err.reason === 'too_many_pixels') {
      throw badRequest(field, 'The photo has too many pixels (at most 50 megapixels)', 'too_big')
    }
    throw badRequest(field, 'The photo cannot be read', 'invalid')
  })
  const fileName = nameForType(baseName(part.fileName, 'photo'), mimeType)
  return { fileName, mimeType, data, original }
}

/** The photos sent under `field`, in their order (none when the field was left out). */
export async function photosOf(parts: FormFilePart[] | undefined, field: string): Promise<UploadedImage[]> {
  const photos: UploadedImage[] = []
  // One after the other: the first bad photo is the one named, and decoding is paced anyway.
  for (const part of parts ?? []) photos.push(await photoOf(part, field))
  return photos
}
