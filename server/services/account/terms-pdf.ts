/**
 * The terms of service as a PDF per language (the documents toolkit: fonts with Cyrillic, page
 * numbers), rendered once per process and kept in memory: six small documents that change only
 * with a deploy.
 */
import type { LanguageCode } from '../../../src/contract/language-codes'
import { createPdf, numberPages } from '../../documents/pdf'
import { termsContent } from './terms-content'

const MARGIN = 64

function render(language: LanguageCode): Promise<Buffer> {
  const terms = termsContent(language)
  const { doc, finish } = createPdf({ title: terms.title, language, margin: MARGIN })
  doc.font('bold').fontSize(18).text(terms.title)
  doc.moveDown(0.3).font('regular').fontSize(9).fillColor('#555555').text(terms.updated)
  doc.moveDown().fontSize(10.5).fillColor('#000000').text(terms.intro, { align: 'justify' })
  for (const section of terms.sections) {
    doc.moveDown().font('bold').fontSize(12).text(section.heading)
    doc.font('regular').fontSize(10.5)
    for (const paragraph of section.paragraphs) doc.moveDown(0.4).text(paragraph, { align: 'justify' })
  }
  numberPages(doc, (page, count) => {
    doc
      .font('regular')
      .fontSize(8)
      .fillColor('#555555')
      .text(`${terms.page} ${page} / ${count}`, MARGIN, doc.page.height - 48, {
        width: doc.page.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      })
  })
  return finish()
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
