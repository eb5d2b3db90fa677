/**
 * The one way the server starts a PDF (pdfkit): the document with its metadata, the fonts under the
 * names every renderer uses ('regular', 'bold', 'italic'), the bytes collected into a Buffer, and
 * the page numbers written last on every page (bufferPages), once the count is known.
 *
 * The fonts are Liberation Sans, shipped by pdfjs-dist: pdfkit's built-in Helvetica has no Cyrillic,
 * and ru_RU is an interface language. Their bytes are read once per process. English-only demo
 * content made by the thousand at seed time may ask for the built-in Helvetica instead (`standard`),
 * which needs no font file parsed per document.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import PDFDocument from 'pdfkit'

export type FontSet = 'liberation' | 'standard'
export type FontName = 'regular' | 'bold' | 'italic'

const require = createRequire(import.meta.url)
const fontDir = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')
const liberationFiles: Record<FontName, string> = {
  regular: 'LiberationSans-Regular.ttf',
  bold: 'LiberationSans-Bold.ttf',
  italic: 'LiberationSans-Italic.ttf',
}
const standardFonts: Record<FontName, string> = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
}
let liberationBytes: Record<FontName, Buffer> | null = null

function registerFonts(doc: PDFKit.PDFDocument, set: FontSet) {
  if (set === 'standard') {
    for (const [name, font] of Object.entries(standardFonts)) doc.registerFont(name, font)
    return
  }
  liberationBytes ??= {
    regular: readFileSync(path.join(fontDir, liberationFiles.regular)),
    bold: readFileSync(path.join(fontDir, liberationFiles.bold)),
    italic: readFileSync(path.join(fontDir, liberationFiles.italic)),
  }
  for (const [name, bytes] of Object.entries(liberationBytes)) doc.registerFont(name, bytes)
}

export interface PdfOptions {
  title: string
  author?: string
  subject?: string
  /** The reader's language code (en_EN): the document's language tag. */
  language?: string
  layout?: 'portrait' | 'landscape'
  margin: number
  fonts?: FontSet
}

export interface Pdf {
  doc: PDFKit.PDFDocument
  /** Ends the document; resolves with its bytes. */
  finish: () => Promise<Buffer>
}

/** An A4 document with the fonts registered and 'regular' selected, its bytes collected. */
export function createPdf(options: PdfOptions): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.layout ?? 'portrait',
    margin: options.margin,
    bufferPages: true,
    info: {
      Title: options.title,
      Author: options.author ?? 'Plant Portal',
      ...(options.subject ? { Subject: options.subject } : {}),
    },
    ...(options.language ? { lang: options.language.replace('_', '-') } : {}),
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  registerFonts(doc, options.fonts ?? 'liberation')
  doc.font('regular')
  return {
    doc,
    finish: () => {
      doc.end()
      return done
    },
  }
}

/**
 * Calls `draw` on every page with its number (from 1) and the page count, for the footer. The
 * bottom margin is lifted first: text below it would otherwise make pdfkit start a new page.
 */
export function numberPages(doc: PDFKit.PDFDocument, draw: (page: number, count: number) => void) {
  const range = doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    doc.page.margins.bottom = 0
    draw(i + 1, range.count)
  }
}
