/**
 * A sign-off's drawn signature arrives as a `data:image/png;base64,` URL inside a JSON answer, and
 * the contract checks only its shape. Like every other upload (ADR 026) it is typed by its bytes
 * and stored re-encoded: the base64 must decode to a PNG by its signature, small enough in pixels
 * for a signature pad, decodable by sharp; what is stored is sharp's PNG of those pixels, so an SVG,
 * an HTML polyglot or bytes appended after the image never reach a reader.
 */
import { reencodeImage, sniffImage } from './reencode-image'

/** Far beyond the client's pad (600 x 200) or a tablet's full screen at 2x: a signature, not a photo. */
export const SIGNATURE_MAX_PIXELS = 4_000_000

const PREFIX = 'data:image/png;base64,'

export class SignatureRejected extends Error {
  constructor(readonly reason: 'not_png' | 'too_big' | 'unreadable') {
    super(`The signature is not a readable PNG (${reason})`)
  }
}

/**
 * The signature as stored: the same PNG pixels re-encoded by the server, as a data URL no longer
 * than `maxChars` (the contract's limit, so what is returned still fits the answer's schema).
 */
export async function reencodeSignature(dataUrl: string, maxChars: number): Promise<string> {
  if (!dataUrl.startsWith(PREFIX)) throw new SignatureRejected('not_png')
  // The contract let only base64 characters through; whatever they decode to is judged below.
  const bytes = Buffer.from(dataUrl.slice(PREFIX.length), 'base64')
  if (sniffImage(bytes) !== 'image/png') throw new SignatureRejected('not_png')
  const size = pngSize(bytes)
  if (!size) throw new SignatureRejected('unreadable')
  if (size.width * size.height > SIGNATURE_MAX_PIXELS) throw new SignatureRejected('too_big')
  const png = await reencodeImage(bytes, 'image/png').catch(() => {
    throw new SignatureRejected('unreadable')
  })
  const stored = PREFIX + png.toString('base64')
  if (stored.length > maxChars) throw new SignatureRejected('too_big')
  return stored
}

/** Width and height from the IHDR chunk (always first, right after the 8-byte signature). */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}
