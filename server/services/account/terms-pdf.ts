/**
 * The terms of service as a PDF per language (pdfkit), rendered once per process and kept in memory:
 * six small documents that change only with a deploy. Set in Liberation Sans, shipped by pdfjs-dist,
 * because pdfkit's built-in Helvetica has no Cyrillic.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import PDFDocument from 'pdfkit'
import type { LanguageCode } from '../../../src/contract/language-codes'
import { termsContent } from './terms-content'

const require = createRequire(import.meta.url)
const fontDir = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')
const fonts = {
  regular: path.join(fontDir, 'LiberationSans-Regular.ttf'),
  bold: path.join(fontDir, 'LiberationSans-Bold.ttf'),
}

function render(language: LanguageCode): Promise<Buffer> {
  const terms = termsContent(language)
  const doc = new PDFDocument({
    size: 'A4',
    margin: 64,
    bufferPages: true,
    info: { Title: terms.title, Author: 'Plant Portal' },
    lang: language.replace('_', '-'),
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.registerFont('regular', fonts.regular)
  doc.registerFont('bold', fonts.bold)
  doc.font('bold').fontSize(18).text(terms.title)
  doc.moveDown(0.3).font('regular').fontSize(9).fillColor('#555555').text(terms.updated)
  doc.moveDown().fontSize(10.5).fillColor('#000000').text(terms.intro, { align: 'justify' })
  for (const section of terms.sections) {
    doc.moveDown().font('bold').fontSize(12).text(section.heading)
    doc.font('regular').fontSize(10.5)
    for (const paragraph of section.paragraphs) doc.moveDown(0.4).text(paragraph, { align: 'justify' })
  }
  const range = doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    doc
      .font('regular')
      .fontSize(8)
      .fillColor('#555555')
      .text(`${terms.page} ${i + 1} / ${range.count}`, 64, doc.page.height - 48, {
        width: doc.page.width - 128,
        align: 'center',
        lineBreak: false,
      })
  }
  doc.end()
  return done
}

const rendered = new Map<LanguageCode, Promise<Buffer>>()

/** The terms PDF of a language (rendered on first request, then served from memory). */
export function termsPdf(language: LanguageCode): Promise<Buffer> {
  let pdf = rendered.get(language)
  if (!pdf) {
    pdf = render(language)
    pdf.catch(() => rendered.delete(language))
    rendered.set(language, pdf)
  }
  return pdf
}
