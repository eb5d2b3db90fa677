import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { IMAGE_MAX_SIDE, ImageRejected, reencodeImage } from './reencode-image'

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })

describe('reencodeImage', () => {
  it('keeps the format family and caps the longest side', async () => {
    const big = await image(IMAGE_MAX_SIDE + 904, 1000)
      .webp()
      .toBuffer()
    const out = await sharp(await reencodeImage(big, 'image/webp')).metadata()
    expect([out.format, out.width, out.height]).toEqual(['webp', IMAGE_MAX_SIDE, 819])
  })

  it('refuses bytes whose decoder disagrees with the signature', async () => {
    const png = await image(4, 4).png().toBuffer()
    await expect(reencodeImage(png, 'image/jpeg')).rejects.toEqual(new ImageRejected('unreadable'))
  })

  it('runs many at once without losing any (the decode slots are handed over)', async () => {
    const jpeg = await image(64, 48).jpeg().toBuffer()
    const all = await Promise.all(Array.from({ length: 9 }, () => reencodeImage(jpeg, 'image/jpeg')))
    expect(all.every((b) => b[0] === 0xff && b[1] === 0xd8)).toBe(true)
  })
})
