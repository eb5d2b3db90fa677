/**
 * Demo work-order photos: a handful of small but plausible pictures (a pressure gauge, a greased
 * bearing, a dryer filter before and after, a doctor blade on its roller), drawn pixel by pixel and
 * written as real PNG files (zlib from Node, no image library). Made once per process and reused.
 */
import { deflateSync } from 'node:zlib'

export type DemoPhoto = 'gauge' | 'bearing' | 'filterDirty' | 'filterNew' | 'blade'

/** Drawn on a 480 x 360 canvas, sampled at 400 x 300 (plenty for a work-order thumbnail). */
const W = 480
const H = 360
const SCALE = 1.2
const OUT_W = W / SCALE
const OUT_H = H / SCALE

type Rgb = [number, number, number]

const crcTable = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

function crc32(bytes: Uint8Array) {
  let c = 0xffffffff
  for (let i = 0; i < bytes.length; i++) c = crcTable[(c ^ bytes[i]) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/** One PNG chunk: length, type, data and its CRC (tests build odd PNGs with it too). */
export function pngChunk(type: string, data: Buffer) {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/** An 8-bit RGB PNG of the pixels (row-major, 3 bytes each). */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0 // filter: none
    raw.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1)
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 2 // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 6 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v))
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
]
/** 0 inside an edge, 1 outside, a pixel of soft edge between (cheap anti-aliasing). */
const edge = (distance: number) => Math.min(1, Math.max(0, distance + 0.5))
/** Smooth blotches (the dust on a used filter). */
const blotches = (x: number, y: number) => Math.sin(x / 23 + Math.sin(y / 31) * 2) * Math.sin(y / 17 + x / 41)
function distanceToSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number) {
  const dx = bx - ax
  const dy = by - ay
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
  return Math.hypot(px - ax - t * dx, py - ay - t * dy)
}

function render(pixel: (x: number, y: number) => Rgb): Buffer {
  const rgb = new Uint8Array(OUT_W * OUT_H * 3)
  for (let y = 0; y < OUT_H; y++) {
    for (let x = 0; x < OUT_W; x++) {
      const c = pixel(x * SCALE, y * SCALE)
      const i = (y * OUT_W + x) * 3
      rgb[i] = clamp(c[0])
      rgb[i + 1] = clamp(c[1])
      rgb[i + 2] = clamp(c[2])
    }
  }
  return encodePng(OUT_W, OUT_H, rgb)
}

/** A pressure gauge on a machine panel: dial, ticks, the green and red zones and the needle at 4.2 bar. */
function gauge(x: number, y: number): Rgb {
  const cx = 240
  const cy = 185
  const r = Math.hypot(x - cx, y - cy)
  const panel = mix([92, 102, 112], [60, 68, 76], y / H)
  if (r > 142) return panel
  if (r > 128) return mix([205, 210, 214], [120, 126, 132], (y - cy + 142) / 284) // chrome bezel
  const angle = Math.atan2(y - cy, x - cx) // -PI..PI, 0 to the right
  // The dial spans 225 degrees, from bottom left (0 bar) to bottom right (10 bar).
  const fromStart = (angle - (Math.PI * 3) / 4 + 4 * Math.PI) % (2 * Math.PI)
  const span = (Math.PI * 3) / 2
  let colour: Rgb = [246, 244, 238]
  if (r > 100 && r < 112 && fromStart < span) {
    const value = (fromStart / span) * 10
    if (value > 8) colour = [214, 48, 49]
    else if (value > 3 && value < 6) colour = [64, 160, 84]
  }
  if (r > 112 && r < 124 && fromStart < span) {
    const value = (fromStart / span) * 10
    const major = Math.abs(value - Math.round(value)) < 0.045
    const minor = Math.abs(value * 5 - Math.round(value * 5)) < 0.12
    if (major || (minor && r > 117)) colour = [30, 30, 30]
  }
  const needle = (Math.PI * 3) / 4 + (4.2 / 10) * span
  const nx = cx + Math.cos(needle) * 104
  const ny = cy + Math.sin(needle) * 104
  const d = distanceToSegment(x, y, cx, cy, nx, ny)
  colour = mix([200, 30, 30], colour, edge(d - 2.5))
  colour = mix([40, 40, 40], colour, edge(r - 11))
  return colour
}

/** Lit steel (bluish grey). */
const steel = (base: number, light: number): Rgb => [base * light, base * light * 1.02, base * light * 1.06]

/** A greased rolling bearing in its housing: outer and inner rings, balls in a cage, grease sheen. */
function bearing(x: number, y: number): Rgb {
  const cx = 240
  const cy = 180
  const r = Math.hypot(x - cx, y - cy)
  const backdrop = mix([44, 52, 58], [78, 86, 90], x / W)
  if (r > 160) return backdrop
  const light = 0.55 + 0.45 * Math.max(0, (cx - x + cy - y) / (2 * r + 1))
  if (r > 130) return steel(190, light)
  if (r > 124) return [24, 24, 26]
  if (r > 58 && r < 124) {
    // Twelve balls at radius 91, in amber grease.
    const angle = Math.atan2(y - cy, x - cx)
    const slot = Math.round((angle / (2 * Math.PI)) * 12) / 12
    const bx = cx + Math.cos(slot * 2 * Math.PI) * 91
    const by = cy + Math.sin(slot * 2 * Math.PI) * 91
    const d = Math.hypot(x - bx, y - by)
    if (d < 24) {
      const shine = Math.max(0, 1 - Math.hypot(x - bx + 8, y - by + 8) / 18)
      return mix(steel(170, light), [250, 250, 250], shine * 0.8)
    }
    return mix([186, 132, 40], [120, 80, 20], (r - 58) / 66)
  }
  if (r > 52) return [24, 24, 26]
  if (r > 30) return steel(200, light)
  return [18, 18, 20]
}

/** A pleated dryer filter: pleats with shading, dusty or new. */
function filter(dirty: boolean) {
  return (x: number, y: number): Rgb => {
    const frame = x < 30 || x > W - 30 || y < 24 || y > H - 24
    if (frame) return [150, 154, 160]
    const pleat = ((x - 30) % 28) / 28
    const shade = 0.7 + 0.3 * Math.sin(pleat * Math.PI)
    const clean: Rgb = [236 * shade, 232 * shade, 214 * shade]
    if (!dirty) return clean
    // Dust heavier towards the air inlet (left) and the bottom.
    const dust = Math.min(0.85, 0.25 + (1 - x / W) * 0.45 + (y / H) * 0.25 + blotches(x, y) * 0.12)
    return mix(clean, [96 * shade, 84 * shade, 66 * shade], dust)
  }
}

/** A doctor blade against an anilox roller, with the ink film it leaves. */
function blade(x: number, y: number): Rgb {
  const rollerTop = 130
  if (y < rollerTop) return mix([60, 64, 70], [34, 38, 42], y / rollerTop)
  // The roller's engraved surface: fine diagonal cells in cyan ink.
  const cell = ((x + y) % 6 < 3 ? 1 : 0.88) * ((x - y + 600) % 6 < 3 ? 1 : 0.9)
  const lightness = 0.6 + 0.4 * Math.sin(((y - rollerTop) / (H - rollerTop)) * Math.PI)
  let colour: Rgb = [20 * cell * lightness + 30, 140 * cell * lightness + 20, 200 * cell * lightness + 20]
  // The blade holder and the steel blade edge along a slanted line.
  const line = 200 + (x - 240) * 0.18
  if (y < line - 14) colour = mix([110, 116, 122], [84, 90, 96], (line - y) / 80)
  else if (y < line) colour = mix([215, 220, 226], [170, 176, 182], (line - y) / 14)
  return colour
}

const drawings: Record<DemoPhoto, (x: number, y: number) => Rgb> = {
  gauge,
  bearing,
  filterDirty: filter(true),
  filterNew: filter(false),
  blade,
}

const made = new Map<DemoPhoto, Buffer>()

/** The PNG bytes of a demo photo (drawn on first use). */
export function demoPhoto(kind: DemoPhoto): Buffer {
  let png = made.get(kind)
  if (!png) {
    png = render(drawings[kind])
    made.set(kind, png)
  }
  return png
}
