/**
 * Renders a demo machine manual as a real PDF (set up by server/documents/pdf.ts, so Cyrillic
 * prints): a cover, a contents page with page numbers, one page per topic with a labelled
 * schematic, full-page figures for the printing decks, page numbers in the footer and an outline
 * (the bookmarks pdf.js shows as the chapter list). The text is structured in manual-text/<language>.ts.
 */
import type { DocumentSection } from '../../../src/contract/documents'
import { createPdf, numberPages } from '../../documents/pdf'
import { type ManualLanguage, manualText } from './manual-content'
import type { Chapter, MachineFacts } from './manual-text/types'

export interface ManualInput {
  machine: MachineFacts
  section: DocumentSection
  language: ManualLanguage
}

/** A schematic: a frame, rolls and the web, with numbered callouts for the labels. */
function drawSchematic(doc: PDFKit.PDFDocument, top: number, height: number, labels: string[], seed: number) {
  const left = 72
  const width = 451
  doc.save().lineWidth(1.2).strokeColor('#455a64')
  doc.rect(left, top, width, height).stroke()
  const rolls = 3 + (seed % 4)
  const centreY = top + height / 2
  const radius = Math.min(26, height / 6)
  for (let i = 0; i < rolls; i++) {
    const x = left + 38 + i * ((width - 76) / Math.max(1, rolls - 1))
    doc.circle(x, centreY, radius).stroke()
    doc.circle(x, centreY, 4).fill('#455a64')
  }
  doc
    .moveTo(left + 16, centreY - radius)
    .lineTo(left + width - 16, centreY - radius)
    .stroke()
  doc.restore()
  labels.forEach((label, i) => {
    const x = left + 20 + i * ((width - 40) / labels.length)
    doc
      .font('regular')
      .fontSize(9)
      .fillColor('#263238')
      .text(`${i + 1}  ${label}`, x, top + height - 18, {
        width: (width - 40) / labels.length - 6,
        lineBreak: false,
      })
  })
  doc.fillColor('black')
}

/**
 * pdfkit writes every page as a kid of one Pages node. A reader that opens the file by byte ranges
 * (pdf.js) then walks all 200 page objects, spread over the file, before it shows page 1: in effect
 * the whole file. Grouping the pages 16 to a node (as PDF producers do) lets it skip whole groups.
 * Reaches into pdfkit's document root; pdfkit has no option for it.
 */
function balancePageTree(doc: PDFKit.PDFDocument, size = 16) {
  type Ref = PDFKit.PDFKitReference & { data: Record<string, unknown>; end: () => void }
  const root = (doc as unknown as { _root: { data: { Pages: Ref } } })._root.data.Pages
  const kids = root.data.Kids as Ref[]
  if (kids.length <= size) return
  const nodes: Ref[] = []
  for (let i = 0; i < kids.length; i += size) {
    const group = kids.slice(i, i + size)
    const node = doc.ref({ Type: 'Pages', Parent: root, Kids: group, Count: group.length }) as Ref
    for (const page of group) page.data.Parent = node
    nodes.push(node)
  }
  root.data.Kids = nodes
  for (const node of nodes) node.end()
}

interface PagePlan {
  chapter: number
  title: string
  paragraphs: string[]
  drawing?: string[]
  figure?: string[]
}

function planPages(chapters: Chapter[], section: DocumentSection): PagePlan[] {
  const pages: PagePlan[] = []
  chapters.forEach((chapter, c) => {
    for (const topic of chapter.topics) {
      pages.push({ chapter: c, title: topic.title, paragraphs: topic.paragraphs, drawing: topic.drawing })
      // The decks of the operation manual get a full-page figure each (the exploded deck view).
      if (section === 'operational' && topic.drawing && /\d/.test(topic.title)) {
        pages.push({ chapter: c, title: topic.title, paragraphs: [], figure: topic.drawing })
      }
    }
  })
  return pages
}

export function renderManual(input: ManualInput): Promise<{ data: Buffer; pages: number; title: string }> {
  const text = manualText(input.language)
  const { machine } = input
  const chapters = text.chapters(input.section, machine)
  const sectionTitle = text.titles[input.section]
  const title = `${sectionTitle} — ${machine.name}`
  const plan = planPages(chapters, input.section)
  const FIRST_TOPIC_PAGE = 3
  const { doc, finish } = createPdf({
    title,
    author: 'Plant portal demo',
    subject: machine.model,
    margin: 72,
  })

  doc.font('bold').fontSize(28).text(sectionTitle, { align: 'center' }).moveDown()
  doc.font('regular').fontSize(18).text(machine.name, { align: 'center' })
  doc.fontSize(12).text(`${machine.model} · ${machine.line}`, { align: 'center' })
  doc.text(`${text.words.serialNumber} ${machine.serialNumber}`, { align: 'center' })
  drawSchematic(doc, 430, 180, [], machine.serialNumber.length)

  // Contents: each chapter with the page its first topic starts on.
  doc.addPage().font('bold').fontSize(20).text(text.words.contents).moveDown()
  const chapterStart = chapters.map((_, c) => FIRST_TOPIC_PAGE + plan.findIndex((p) => p.chapter === c))
  chapters.forEach((chapter, c) => {
    doc
      .font('regular')
      .fontSize(12)
      .text(`${c + 1}. ${chapter.title}`, { continued: true })
      .text(`  ·  ${text.words.page} ${chapterStart[c]}`)
  })

  const outline = doc.outline
  let chapterItem: PDFKit.PDFOutline | null = null
  let figure = 0
  plan.forEach((page, i) => {
    doc.addPage()
    const chapter = chapters[page.chapter]
    const opensChapter = i === 0 || plan[i - 1].chapter !== page.chapter
    if (opensChapter) {
      chapterItem = outline.addItem(`${page.chapter + 1}. ${chapter.title}`)
      doc
        .font('bold')
        .fontSize(20)
        .text(`${page.chapter + 1}. ${chapter.title}`)
        .moveDown(0.5)
    }
    if (page.figure) {
      figure++
      doc.font('bold').fontSize(14).text(`${text.words.figure} ${figure} — ${page.title}`)
      drawSchematic(doc, 160, 480, page.figure, i + figure)
      return
    }
    chapterItem?.addItem(page.title)
    doc.font('bold').fontSize(15).text(page.title).moveDown(0.5)
    for (const paragraph of page.paragraphs) {
      doc.font('regular').fontSize(11).text(paragraph, { align: 'justify' }).moveDown(0.6)
    }
    if (page.drawing) drawSchematic(doc, 480, 200, page.drawing, i + machine.name.length)
  })

  // Footers last, once the page count is known.
  let pages = 0
  numberPages(doc, (page, count) => {
    pages = count
    doc
      .font('regular')
      .fontSize(8)
      .fillColor('#607d8b')
      .text(`${machine.name} · ${sectionTitle} · ${page}/${count}`, 72, 800, {
        width: 451,
        align: 'center',
        lineBreak: false,
      })
  })
  balancePageTree(doc)
  return finish().then((data) => ({ data, pages, title }))
}
