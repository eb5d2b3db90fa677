/**
 * Photos sent as multipart/form-data: each part's bytes must be a PNG, JPEG or WebP by their own
 * signature, whatever type the client declared (an "image/png" that is HTML is refused), within a
 * size limit (413) and a count (400); then the server decodes and re-encodes it
 * (server/lib/reencode-image.ts): what cannot be decoded, or has too many pixels, is a 400. Errors
 * name the form field. Other fields come back as text.
 *
 * An image keeps the bytes as received (`original`) beside the re-encoded ones (`data`, what is
 * stored): the Idempotency-Key hash is taken over what the client sent, so a retry replays even if
 * the encoder's output changed between the two (a server upgrade while a tablet was offline).
 */
import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { baseName, nameForType } from '../documents/content-disposition'
import { ImageRejected, reencodeImage, sniffImage, type UploadedImage } from '../lib/reencode-image'
import { badRequest, HttpError } from './errors'

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024

/** One file part as a stored photo: its type by its bytes, re-encoded; a 400 naming `field` otherwise. */
export async function readImagePart(part: MultipartFile, field: string): Promise<UploadedImage> {
  const original = await part.toBuffer()
  const mimeType = sniffImage(original)
  if (!mimeType) throw badRequest(field, 'Only PNG, JPEG or WebP photos are accepted', 'invalid_type')
  const data = await reencodeImage(original, mimeType).catch((err: unknown) => {
    if (!(err instanceof ImageRejected)) throw err
    if (err.reason === 'too_many_pixels') {
      throw badRequest(field, 'The photo has too many pixels (at most 50 megapixels)', 'too_big')
    }
    throw badRequest(field, 'The photo cannot be read', 'invalid')
  })
  const fileName = nameForType(baseName(part.filename, 'photo'), mimeType)
  return { fileName, mimeType, data, original }
}

export async function readImageUpload(
  request: FastifyRequest,
  /** `optional`: a form whose photos may be left out (a work request); the form must still be multipart. */
  options: { field: string; maxFiles: number; optional?: boolean },
): Promise<{ fields: Record<string, string>; images: UploadedImage[] }> {
  if (!request.isMultipart()) {
    throw badRequest(options.field, 'Send the photo as multipart/form-data', 'required')
  }
  const fields: Record<string, string> = {}
  const images: UploadedImage[] = []
  try {
    const parts = request.parts({
      limits: { fileSize: IMAGE_MAX_BYTES, files: options.maxFiles, fields: 10, fieldSize: 2_000 },
    })
    for await (const part of parts) {
      if (part.type !== 'file') fields[part.fieldname] = String(part.value)
      else if (part.fieldname !== options.field) {
        part.file.resume()
        throw badRequest(part.fieldname, `Send the photos under "${options.field}"`, 'unrecognized_keys')
      } else images.push(await readImagePart(part, options.field))
    }
  } catch (err) {
    const code = (err as { code?: string }).code
    if (code === 'FST_FILES_LIMIT') {
      throw badRequest(options.field, `At most ${options.maxFiles} photos`, 'too_many_files')
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'A photo is larger than 10 MB', [
        { field: options.field, code: 'too_big', message: 'Each photo may be at most 10 MB' },
      ])
    }
    if (err instanceof HttpError) throw err
    // Nothing in this loop but the parser can fail otherwise: a form cut short, a part without
    // its boundary, too many fields. That is the sender's body, so a 400, never a 500.
    throw badRequest(options.field, 'The form with the photo cannot be read', 'invalid')
  }
  if (images.length === 0 && !options.optional)
    throw badRequest(options.field, 'No photo was sent', 'required')
  return { fields, images }
}
