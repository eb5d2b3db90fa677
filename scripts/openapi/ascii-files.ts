/**
 * Files for uploads through Prism's proxy, made of ASCII bytes only: the proxy reads a request body
 * as UTF-8 text and forwards the decoded string, so any byte above 0x7F would reach the server
 * changed (and the content length with it). A PNG or JPEG cannot be ASCII (their signatures hold
 * 0x89 and 0xFF); a lossless WebP and an uncompressed PDF can. The typed-client call sends a real
 * PNG straight to the server.
 */

/**
 * A 16x13 navy lossless WebP (VP8L): RIFF and VP8L headers with small sizes, the size fields, then
 * one-symbol "simple" prefix codes for green, red, blue (128), alpha and distance, so every pixel is
 * that colour and reads no bits. Chosen so that no byte has its high bit set; sharp decodes it.
 */
export const asciiWebp = Buffer.from(
  'RIFF\x18\0\0\0WEBPVP8L\x0b\0\0\0/\x0f\0\x03\0(@\x01\n\x18\x01\0',
  'latin1',
)

/** A one-page PDF with `text` on it: uncompressed content, the standard Helvetica, offsets computed. */
export function asciiPdf(text: string): Buffer {
  const content = `BT /F1 14 Tf 40 540 Td (${text.replace(/[()\\]/g, '')}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(pdf.length)
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'ascii')
}

/** A form part holding a file, as a browser's FormData sends it. */
export const filePart = (data: Buffer, type: string) => new Blob([new Uint8Array(data)], { type })
