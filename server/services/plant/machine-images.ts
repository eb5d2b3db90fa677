/**
 * Machine model images (line-art SVGs in server/assets/machine-images), served by model image
 * name. The folder is read once into memory with a content hash as ETag; only names present in
 * that listing are served, so a request can never reach another file (no path is built from it).
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export interface MachineImage {
  body: Buffer
  contentType: string
  etag: string
}

const IMAGE_DIR = path.resolve(import.meta.dirname, '../../assets/machine-images')
const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
}

let cache: Map<string, MachineImage> | null = null

function load(dir: string): Map<string, MachineImage> {
  const images = new Map<string, MachineImage>()
  for (const name of readdirSync(dir)) {
    const contentType = TYPES[path.extname(name).toLowerCase()]
    if (!contentType) continue
    const body = readFileSync(path.join(dir, name))
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
    images.set(name, { body, contentType, etag })
  }
  return images
}

export function findMachineImage(name: string): MachineImage | null {
  cache ??= load(IMAGE_DIR)
  return cache.get(name) ?? null
}

/** Whether an If-None-Match header (possibly a list, possibly weak) names this ETag. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
