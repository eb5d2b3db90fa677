/**
 * Renders a demo machine manual as a real multi-page PDF (pdfkit): a cover, a contents page and one
 * page per chapter with a schematic drawing, so the documents screen and the offline document cache
 * hold something true.
 */
import PDFDocument from 'pdfkit'
import type { DocumentSection } from '../../../src/contract/documents'
import { type ManualLanguage, manualContent } from './manual-content'

export interface ManualInput {
  machineName: string
  serialNumber: string
  modelName: string
  lineName: string
  section: DocumentSection
  language: ManualLanguage
}

function drawSchematic(doc: PDFKit.PDFDocument, seed: number) {
  const top = 430
  doc.save().lineWidth(1.2).strokeColor('#455a64')
  doc.rect(72, top, 451, 180).stroke()
  const rolls = 3 + (seed % 4)
  for (let i = 0; i < rolls; i++) {
    const x = 110 + i * (380 / rolls)
    doc.circle(x, top + 90, 22).stroke()
    doc.circle(x, top + 90, 4).fill('#455a64')
  }
  doc
    .moveTo(88, top + 68)
    .lineTo(507, top + 68)
    .stroke()
  doc.restore()
}

export function renderManual(input: ManualInput): Promise<{ data: Buffer; pages: number; title: string }> {
  const content = manualContent(input.section, input.language)
  const title = `${content.title} — ${input.machineName}`
  const doc = new PDFDocument({
    size: 'A4',
    margin: 72,
    info: { Title: title, Author: 'Plant portal demo', Subject: input.modelName },
    compress: true,
  })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))

  doc.fontSize(28).text(content.title, { align: 'center' }).moveDown()
  doc.fontSize(18).text(input.machineName, { align: 'center' })
  doc.fontSize(12).text(`${input.modelName} · ${input.lineName}`, { align: 'center' })
  doc.text(`S/N ${input.serialNumber}`, { align: 'center' })
  drawSchematic(doc, input.serialNumber.length)

  doc
    .addPage()
    .fontSize(20)
    .text(input.language === 'es_ES' ? 'Índice' : 'Contents')
    .moveDown()
  content.chapters.forEach((c, i) => {
    doc.fontSize(12).text(`${i + 1}. ${c.title}  ·  ${i + 3}`)
  })

  content.chapters.forEach((c, i) => {
    doc.addPage()
    doc
      .fontSize(18)
      .text(`${i + 1}. ${c.title}`)
      .moveDown()
    doc.fontSize(11).text(c.body, { align: 'justify' }).moveDown()
    doc.text(c.body, { align: 'justify' })
    drawSchematic(doc, i + input.machineName.length)
  })

  const pages = 2 + content.chapters.length
  doc.end()
  return done.then((data) => ({ data, pages, title }))
}
