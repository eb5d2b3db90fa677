/**
 * Photos sent as multipart/form-data: each part's bytes must be a PNG, JPEG or WebP by their own
 * signature, whatever type the client declared (an "image/png" that is HTML is refused), within a
 * size limit (413) and a count (400). Errors name the form field. Other fields come back as text.
 */
import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { badRequest, HttpError } from './errors'

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024

export interface UploadedImage {
  fileName: string
  mimeType: 'image/png' | 'image/jpeg' | 'image/webp'
  data: Buffer
}

/** The image type the bytes themselves say, or null. */
export function sniffImage(data: Buffer): UploadedImage['mimeType'] | null {
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

async function readImage(part: MultipartFile, field: string): Promise<UploadedImage> {
  const data = await part.toBuffer()
  const mimeType = sniffImage(data)
  if (!mimeType) throw badRequest(field, 'Only PNG, JPEG or WebP photos are accepted', 'invalid_type')
  const fileName = (part.filename || 'photo').split(/[\\/]/).pop()!.slice(0, 200) || 'photo'
  return { fileName, mimeType, data }
}

export async function readImageUpload(
  request: FastifyRequest,
  options: { field: string; maxFiles: number },
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
      } else images.push(await readImage(part, options.field))
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
  if (images.length === 0) throw badRequest(options.field, 'No photo was sent', 'required')
  return { fields, images }
}
