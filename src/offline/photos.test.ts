import { afterEach, describe, expect, it, vi } from 'vitest'
import { fitWithin, preparePhoto } from './photos'

afterEach(() => vi.unstubAllGlobals())

describe('photos', () => {
  it('fits the long edge within 1600 px, keeping the ratio and never upscaling', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 })
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 })
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 })
  })

  it('draws the bitmap at the reduced size and stores JPEG bytes', async () => {
    const drawn: number[][] = []
    class FakeCanvas {
      constructor(
        public width: number,
        public height: number,
      ) {}
      getContext() {
        return { drawImage: (_b: unknown, ...args: number[]) => drawn.push(args) }
      }
      async convertToBlob(options: { type: string; quality: number }) {
        expect(options).toEqual({ type: 'image/jpeg', quality: 0.8 })
        return new Blob([new Uint8Array([9, 9, 9])], { type: 'image/jpeg' })
      }
    }
    const close = vi.fn()
    vi.stubGlobal('OffscreenCanvas', FakeCanvas)
    vi.stubGlobal('createImageBitmap', async () => ({ width: 4032, height: 3024, close }))
    const photo = await preparePhoto(new File([new Uint8Array(10)], 'IMG_1.HEIC.png', { type: 'image/png' }))
    expect(drawn).toEqual([[0, 0, 1600, 1200]])
    expect(photo.type).toBe('image/jpeg')
    expect(photo.fileName).toBe('IMG_1.HEIC.jpg')
    expect([...new Uint8Array(photo.data)]).toEqual([9, 9, 9])
    expect(close).toHaveBeenCalled()
  })

  it('keeps a picture the browser cannot decode as it came', async () => {
    vi.stubGlobal('createImageBitmap', async () => {
      throw new Error('decode')
    })
    const photo = await preparePhoto(new File([new Uint8Array([1, 2])], 'a.webp', { type: 'image/webp' }))
    expect(photo).toMatchObject({ type: 'image/webp', fileName: 'a.webp' })
    expect([...new Uint8Array(photo.data)]).toEqual([1, 2])
  })
})
