import { describe, expect, it } from 'vitest'
import { attachment, baseName, contentDisposition, nameForType } from '../documents/content-disposition'

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name, RFC 5987 encoded', () => {
    expect(attachment('válvula (2).png')).toBe(
      `attachment; filename="v_lvula (2).png"; filename*=UTF-8''v%C3%A1lvula%20%282%29.png`,
    )
    expect(contentDisposition('inline', `it's "x".pdf`)).toBe(
      `inline; filename="it's _x_.pdf"; filename*=UTF-8''it%27s%20%22x%22.pdf`,
    )
  })

  it('drops folders and control characters, so a name can neither travel nor end the header', () => {
    expect(attachment('..\\..\\etc/passwd')).toBe(`attachment; filename="passwd"; filename*=UTF-8''passwd`)
    expect(attachment('a\r\nSet-Cookie: x.png')).toBe(
      `attachment; filename="aSet-Cookie: x.png"; filename*=UTF-8''aSet-Cookie%3A%20x.png`,
    )
    expect(attachment('\r\n')).toBe(`attachment; filename="file"; filename*=UTF-8''file`)
  })
})

describe('nameForType', () => {
  it('keeps a matching extension, replaces a wrong one and adds a missing one', () => {
    expect(nameForType('shot.JPEG', 'image/jpeg')).toBe('shot.JPEG')
    expect(nameForType('notes.html', 'image/png')).toBe('notes.png')
    expect(nameForType('scan', 'application/pdf')).toBe('scan.pdf')
    expect(nameForType('.htaccess', 'image/webp')).toBe('.htaccess.webp')
    expect(nameForType('data.bin', 'application/octet-stream')).toBe('data.bin')
  })

  it('baseName falls back when nothing is left', () => {
    expect(baseName(undefined, 'photo')).toBe('photo')
    expect(baseName('dir/', 'photo')).toBe('photo')
  })
})
