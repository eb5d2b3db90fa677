import { describe, expect, it } from 'vitest'
import { createPdf, numberPages } from './pdf'
import { PdfFlow } from './pdf-flow'
import { PdfTable, type TableStyle } from './pdf-table'

const columns = [
  { header: 'Номер', width: 1 },
  { header: 'Description', width: 3 },
  { header: 'Metres', width: 1, align: 'right' as const },
]

/** The text of each page, read back with pdf.js (Node 20 lacks the Promise.withResolvers it calls). */
async function pageTexts(data: Buffer) {
  if (!('withResolvers' in Promise)) {
    Object.assign(Promise, {
      withResolvers() {
        let resolve: unknown
        let reject: unknown
        const promise = new Promise((a, b) => {
          resolve = a
          reject = b
        })
        return { promise, resolve, reject }
      },
    })
  }
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const task = getDocument({ data: new Uint8Array(data) })
  const pdf = await task.promise
  const pages: string[] = []
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent()
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    )
  }
  await task.destroy()
  return pages
}

/** A document with one table of `count` rows after a title, numbered pages; its pages' text. */
async function tablePages(count: number, style: TableStyle, description = (i: number) => `Roll ${i}`) {
  const { doc, finish } = createPdf({ title: 'Table', language: 'ru_RU', margin: 48 })
  const flow = new PdfFlow(doc, 48, 16)
  doc.font('bold').fontSize(18).text('Отчёт')
  const rows = Array.from({ length: count }, (_, i) => [`R${i + 1}`, description(i + 1), String(i * 10)])
  new PdfTable(flow, columns, style).rows(rows, { empty: 'None' })
  numberPages(doc, (page, total) => {
    doc
      .font('regular')
      .fontSize(8)
      .text(`Page ${page} / ${total}`, 48, doc.page.height - 40, { lineBreak: false })
  })
  return pageTexts(await finish())
}

const fitted: TableStyle = { size: 8.5, padX: 2, padY: 3, fitRowHeight: 15 }
const wrapped: TableStyle = { size: 8.5, padX: 3, padY: 3 }

describe('PdfTable', () => {
  it('continues over pages, repeating its header on each, every row once', async () => {
    const pages = await tablePages(120, fitted)
    // 15 pt rows on an A4 page between 48 pt margins: about 48 a page, so three pages.
    expect(pages).toHaveLength(3)
    pages.forEach((text, i) => {
      expect(text).toContain('Номер Description Metres')
      expect(text).toContain(`Page ${i + 1} / 3`)
    })
    const all = pages.join(' ')
    for (let i = 1; i <= 120; i++) expect(all.match(new RegExp(`\\bR${i}\\b`, 'g'))).toHaveLength(1)
    expect(pages[0]).toContain('Отчёт')
  })

  it('makes rows of wrapped cells as tall as their text, so long texts take more pages', async () => {
    const long = (i: number) => `Roll ${i}: ${'a long description that wraps over lines '.repeat(4)}`
    const short = await tablePages(60, wrapped)
    const tall = await tablePages(60, wrapped, long)
    expect(short).toHaveLength(2)
    expect(tall.length).toBeGreaterThan(short.length)
    for (const text of tall) expect(text).toContain('Номер Description Metres')
  })

  it('fits a long cell on one line with an ellipsis, and says when there are no rows', async () => {
    const [page] = await tablePages(1, fitted, () => 'x'.repeat(400))
    expect(page).toContain('…')
    expect(await tablePages(0, fitted)).toEqual([expect.stringContaining('None')])
  })
})
