/**
 * The maintenance audit report as a PDF (pdfkit, A4 landscape, Liberation Sans so Cyrillic
 * prints): the title, plant, when (plant time) and by whom; the filters in words; a summary by
 * state and risk level; then every work order (date, task, machine, asset, operator, risk with its
 * meaning, state, duration, its task's type, frequency and condition, notes) followed by its
 * history (who, when, the change, from and to state and date, notes). The table continues over
 * pages with its header repeated; every page is numbered. Texts in the reader's language.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import PDFDocument from 'pdfkit'
import type { MaintenanceHistoryEntry } from '../../../src/contract/maintenance'
import { inLanguage, type Translated } from '../export/language'
import type { ReaderProfile } from '../export/reader-profile'
import type { AuditData, AuditEvent } from './audit-report'
import {
  type AuditText,
  actionTexts,
  auditTexts,
  conditionTexts,
  frequencyTexts,
  riskMeaning,
  stateTexts,
  typeTexts,
} from './audit-texts'

const require = createRequire(import.meta.url)
const fontDir = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')
let fontBytes: { regular: Buffer; bold: Buffer } | null = null
const fonts = () => {
  fontBytes ??= {
    regular: readFileSync(path.join(fontDir, 'LiberationSans-Regular.ttf')),
    bold: readFileSync(path.join(fontDir, 'LiberationSans-Bold.ttf')),
  }
  return fontBytes
}

const MARGIN = 40
const PAD = 3
/** Room for the risk's coloured dot. */
const MARKER = 9
const riskColours = ['#868e96', '#e03131', '#e03131', '#f08c00', '#f08c00', '#1c7ed6']
/** The summary's state columns, in the order work moves through them. */
const summaryStates = [1, 5, 4, 2, 3] as const

interface Column {
  header: string
  width: number
  align?: 'left' | 'right'
}

/** Days as dd/mm/yyyy, instants in the plant's time zone. */
function formatter(reader: ReaderProfile, hours: string) {
  const instants = new Intl.DateTimeFormat('en-GB', {
    timeZone: reader.timezone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  return {
    day: (day: string | null) => {
      if (!day) return '-'
      const [y, m, d] = day.split('-')
      return `${d}/${m}/${y}`
    },
    instant: (iso: string | Date) => instants.format(new Date(iso)).replace(',', ''),
    duration: (minutes: number | null) => {
      if (minutes === null) return '-'
      return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')} ${hours}`
    },
    count: (n: number) => new Intl.NumberFormat(reader.language.replace('_', '-')).format(n),
  }
}

export function renderAuditPdf(data: AuditData, reader: ReaderProfile, now: Date): Promise<Buffer> {
  const tr = (key: AuditText) => inLanguage(auditTexts[key], reader.language)
  const t = (text: Translated | undefined, fallback: string) =>
    text ? inLanguage(text, reader.language) : fallback
  const f = formatter(reader, tr('hours'))
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${tr('title')}${data.plantName ? ` · ${data.plantName}` : ''}`, Author: 'Plant Portal' },
    lang: reader.language.replace('_', '-'),
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.registerFont('regular', fonts().regular)
  doc.registerFont('bold', fonts().bold)
  const width = doc.page.width - 2 * MARGIN
  const bottom = () => doc.page.height - MARGIN - 14

  /** Starts a new page when `height` does not fit; true when it did. */
  let onNewPage: (() => void) | null = null
  const ensure = (height: number) => {
    if (doc.y + height <= bottom()) return false
    doc.addPage()
    doc.x = MARGIN
    doc.y = MARGIN
    onNewPage?.()
    return true
  }

  const heading = (text: string) => {
    ensure(60)
    doc.moveDown(0.8).font('bold').fontSize(12.5).fillColor('#000').text(text, MARGIN)
    doc.moveDown(0.3)
  }

  /** Wrapped text across the width from x, at a size and colour; moves doc.y below it. */
  const paragraph = (text: string, x: number, size: number, colour = '#000', font = 'regular') => {
    doc.font(font).fontSize(size)
    const room = MARGIN + width - x
    const height =
      doc.widthOfString(text) <= room
        ? doc.currentLineHeight(true)
        : doc.heightOfString(text, { width: room })
    return {
      height,
      draw: () => {
        const y = doc.y
        doc.font(font).fontSize(size).fillColor(colour).text(text, x, y, { width: room })
        doc.x = MARGIN
        doc.y = y + height
      },
    }
  }

  /** The height a row of wrapped cells takes. */
  const cellsHeight = (
    cells: string[],
    widths: number[],
    size: number,
    boldIndex = -1,
    markerColumn = -1,
  ) => {
    let height = 0
    cells.forEach((cell, i) => {
      doc.font(boldIndex === -2 || i === boldIndex ? 'bold' : 'regular').fontSize(size)
      const room = widths[i] - 2 * PAD - (i === markerColumn ? MARKER : 0)
      const h =
        doc.widthOfString(cell) <= room
          ? doc.currentLineHeight(true)
          : doc.heightOfString(cell, { width: room })
      if (h > height) height = h
    })
    return height + 2 * PAD
  }

  const drawCells = (
    cells: string[],
    columns: Column[],
    widths: number[],
    options: {
      size: number
      bold?: boolean | number
      fill?: string
      rule?: string
      /** A coloured dot before the text of one column: [column, colour]. */
      marker?: [number, string]
    },
  ) => {
    const boldIndex = options.bold === true ? -2 : typeof options.bold === 'number' ? options.bold : -1
    const height = cellsHeight(cells, widths, options.size, boldIndex, options.marker?.[0] ?? -1)
    const y = doc.y
    if (options.fill) doc.rect(MARGIN, y, width, height).fill(options.fill)
    let x = MARGIN
    cells.forEach((cell, i) => {
      const bold = boldIndex === -2 || boldIndex === i
      let textX = x + PAD
      let room = widths[i] - 2 * PAD
      if (options.marker && options.marker[0] === i) {
        doc.circle(textX + 3, y + PAD + 4.5, 3).fill(options.marker[1])
        textX += MARKER
        room -= MARKER
      }
      doc
        .font(bold ? 'bold' : 'regular')
        .fontSize(options.size)
        .fillColor('#000')
        .text(cell, textX, y + PAD, { width: room, align: columns[i].align ?? 'left' })
      x += widths[i]
    })
    if (options.rule) {
      doc
        .moveTo(MARGIN, y + height)
        .lineTo(MARGIN + width, y + height)
        .lineWidth(0.4)
        .strokeColor(options.rule)
        .stroke()
    }
    doc.x = MARGIN
    doc.y = y + height
  }

  const widthsOf = (columns: Column[]) => {
    const scale = width / columns.reduce((s, c) => s + c.width, 0)
    return columns.map((c) => c.width * scale)
  }

  /** A small table; its header is repeated when it continues on the next page. */
  const table = (columns: Column[], rows: string[][], boldLast = false) => {
    const widths = widthsOf(columns)
    const header = () =>
      drawCells(
        columns.map((c) => c.header),
        columns,
        widths,
        { size: 8.5, bold: true, rule: '#444' },
      )
    header()
    rows.forEach((cells, i) => {
      const bold = boldLast && i === rows.length - 1
      if (ensure(cellsHeight(cells, widths, 8.5, bold ? -2 : -1))) header()
      drawCells(cells, columns, widths, { size: 8.5, bold, rule: '#ccc' })
    })
  }

  /** Label and value pairs, the value wrapped. */
  const keyValues = (pairs: [string, string][]) => {
    const columns: Column[] = [
      { header: '', width: 1 },
      { header: '', width: 4 },
    ]
    const widths = widthsOf(columns)
    for (const pair of pairs) {
      ensure(cellsHeight(pair, widths, 8.5, 0))
      drawCells(pair, columns, widths, { size: 8.5, bold: 0, rule: '#ddd' })
    }
  }

  // The title block.
  doc.font('bold').fontSize(18).fillColor('#000').text(tr('title'), MARGIN, MARGIN)
  if (data.plantName)
    doc
      .font('regular')
      .fontSize(12)
      .text(`${tr('plant')}: ${data.plantName}`)
  doc
    .fontSize(8.5)
    .fillColor('#555')
    .text(tr('generated').replace('{date}', f.instant(now)).replace('{name}', data.readerName))
    .text(tr('timeZone').replace('{zone}', reader.timezone))
  doc.fillColor('#000')

  // The filters in words.
  heading(tr('filters'))
  const all = tr('all')
  const list = (values: string[] | null) => (values && values.length > 0 ? values.join(', ') : all)
  const { filters } = data
  keyValues([
    [tr('machines'), list(filters.machines)],
    [tr('assets'), list(filters.assets)],
    [tr('operators'), list(filters.operators)],
    [tr('states'), list(filters.states?.map((s) => t(stateTexts[s], String(s))) ?? null)],
    [tr('types'), list(filters.types?.map((x) => t(typeTexts[x], x)) ?? null)],
    [tr('frequencies'), list(filters.frequencies?.map((x) => t(frequencyTexts[x], x)) ?? null)],
    [tr('risks'), list(filters.risks?.map((r) => `${r} · ${t(riskMeaning(r), '')}`) ?? null)],
    [tr('initialDate'), filters.initialDate ? f.day(filters.initialDate) : all],
    [tr('finalDate'), filters.finalDate ? f.day(filters.finalDate) : all],
  ])

  // The summary: totals, then counts by risk level and state.
  heading(tr('summary'))
  const events = data.events
  const doneMinutes = events.reduce((s, e) => s + (e.state === 2 ? (e.durationMinutes ?? 0) : 0), 0)
  keyValues([
    [tr('workOrders'), f.count(events.length)],
    [tr('timeSpent'), f.duration(doneMinutes)],
  ])
  doc.moveDown(0.6)
  doc.font('bold').fontSize(9).fillColor('#000').text(tr('byRisk'), MARGIN)
  doc.moveDown(0.2)
  const counts = new Map<string, number>()
  for (const e of events) {
    const key = `${e.risk}:${e.displayState}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const countOf = (risk: number | null, state: number | null) => {
    let n = 0
    for (const [key, value] of counts) {
      const [r, s] = key.split(':').map(Number)
      if ((risk === null || r === risk) && (state === null || s === state)) n += value
    }
    return n
  }
  table(
    [
      { header: tr('risk'), width: 0.6 },
      { header: tr('meaning'), width: 2.2 },
      ...summaryStates.map((s) => ({
        header: t(stateTexts[s], String(s)),
        width: 1,
        align: 'right' as const,
      })),
      { header: tr('total'), width: 1, align: 'right' },
    ],
    [
      ...[0, 1, 2, 3, 4, 5].map((risk) => [
        String(risk),
        t(riskMeaning(risk), ''),
        ...summaryStates.map((s) => f.count(countOf(risk, s))),
        f.count(countOf(risk, null)),
      ]),
      [tr('total'), '', ...summaryStates.map((s) => f.count(countOf(null, s))), f.count(events.length)],
    ],
    true,
  )
  doc.moveDown(0.4)
  doc.font('regular').fontSize(7.5).fillColor('#555').text(tr('riskLegend'), MARGIN)
  doc.fillColor('#000')

  // Every work order and its history.
  const columns: Column[] = [
    { header: tr('date'), width: 58 },
    { header: tr('task'), width: 162 },
    { header: tr('machine'), width: 86 },
    { header: tr('asset'), width: 122 },
    { header: tr('operator'), width: 90 },
    { header: tr('risk'), width: 114 },
    { header: tr('state'), width: 64 },
    { header: tr('duration'), width: 66, align: 'right' },
  ]
  const widths = widthsOf(columns)
  const detailX = MARGIN + widths[0] + PAD
  const header = () =>
    drawCells(
      columns.map((c) => c.header),
      columns,
      widths,
      { size: 8, bold: true, rule: '#444' },
    )
  doc.addPage()
  doc.font('bold').fontSize(12.5).fillColor('#000').text(tr('workOrders'), MARGIN, MARGIN)
  doc.moveDown(0.3)
  header()
  if (events.length === 0) {
    doc.moveDown(0.5).font('regular').fontSize(9).fillColor('#555').text(tr('noMatch'), MARGIN)
  }
  let current: AuditEvent | null = null
  onNewPage = () => {
    header()
    if (current) {
      paragraph(
        `${f.day(current.date)} · ${current.taskName} ${tr('continued')}`,
        detailX,
        7.5,
        '#555',
        'bold',
      ).draw()
    }
  }
  const historyLine = (h: MaintenanceHistoryEntry) => {
    const parts = [
      // Received by the server at `at`; a change made offline also says when it was done.
      h.deviceAt ? `${f.instant(h.at)} (${tr('doneOnDevice')} ${f.instant(h.deviceAt)})` : f.instant(h.at),
      h.userName ?? '-',
      `${t(actionTexts[h.action], h.action)}${h.transitionId !== null ? ` (${tr('transition')} ${h.transitionId})` : ''}`,
      `${t(stateTexts[h.fromState], String(h.fromState))} → ${t(stateTexts[h.toState], String(h.toState))}`,
    ]
    if (h.fromDate && h.toDate && h.fromDate !== h.toDate)
      parts.push(`${f.day(h.fromDate)} → ${f.day(h.toDate)}`)
    else if (h.toDate) parts.push(f.day(h.toDate))
    if (h.notes) parts.push(`«${h.notes}»`)
    return parts.join(' · ')
  }
  for (const e of events) {
    current = null
    const cells = [
      f.day(e.date),
      e.taskName,
      e.machineName ?? '-',
      e.assetName ?? '-',
      e.operatorName ?? tr('unassigned'),
      `${e.risk} · ${t(riskMeaning(e.risk), '')}`,
      t(stateTexts[e.displayState], String(e.displayState)),
      f.duration(e.durationMinutes),
    ]
    const facts = [
      `${tr('type')}: ${t(typeTexts[e.type], e.type)}`,
      `${tr('frequency')}: ${t(frequencyTexts[e.frequency], e.frequency)}`,
      `${tr('condition')}: ${t(conditionTexts[e.condition], e.condition)}`,
    ]
    if (e.originalDate !== e.date) facts.push(`${tr('originalDate')} ${f.day(e.originalDate)}`)
    if (e.postponeCount > 0) facts.push(`${tr('postponements')}: ${e.postponeCount}`)
    const details = paragraph(facts.join(' · '), detailX, 7.5, '#444')
    // The row and its details stay together on one page.
    ensure(cellsHeight(cells, widths, 8, 1, 5) + details.height + 2)
    drawCells(cells, columns, widths, {
      size: 8,
      bold: 1,
      fill: '#f1f3f5',
      marker: [5, riskColours[e.risk] ?? '#868e96'],
    })
    current = e
    doc.y += 1
    details.draw()
    const lines: Array<{ text: string; colour: string; font?: string }> = []
    if (e.notes) lines.push({ text: `${tr('notes')}: ${e.notes}`, colour: '#000' })
    if (e.history.length === 0) lines.push({ text: tr('noHistory'), colour: '#777' })
    for (const h of e.history) lines.push({ text: historyLine(h), colour: '#333' })
    for (const line of lines) {
      const block = paragraph(line.text, detailX + 6, 7.5, line.colour, line.font)
      ensure(block.height)
      block.draw()
    }
    doc.y += 3
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .lineWidth(0.4)
      .strokeColor('#bbb')
      .stroke()
    doc.y += 2
  }
  current = null
  onNewPage = null

  // Page numbers (and what the document is) on every page.
  const range = doc.bufferedPageRange()
  const footer = `${tr('title')}${data.plantName ? ` · ${data.plantName}` : ''} · ${f.instant(now)}`
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    // Below the bottom margin: without lifting it, pdfkit would start a new page for the footer.
    doc.page.margins.bottom = 0
    const y = doc.page.height - MARGIN + 10
    doc.font('regular').fontSize(7.5).fillColor('#555')
    doc.text(footer, MARGIN, y, { width: width / 2, lineBreak: false })
    doc.text(`${tr('page')} ${i + 1} / ${range.count}`, MARGIN + width / 2, y, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    })
  }
  doc.end()
  return done
}
