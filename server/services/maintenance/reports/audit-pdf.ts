/**
 * The maintenance audit report as a PDF (A4 landscape, made with the documents toolkit of
 * server/documents): the title, plant, when (plant time) and by whom; the filters in words; a
 * summary by state and risk level; then every work order (date, task, machine, asset, operator,
 * risk with its meaning, state, duration, its task's type, frequency and condition, the customer
 * and job it was done for, notes, its procedure's answers with the out-of-limits ones marked)
 * followed by its history (who, when, the change, from and to state and date, notes). The table
 * continues over pages with its header repeated; every page is numbered. Texts in the reader's
 * language (the maintenance language: maintenance-reader.ts).
 */
import type { MaintenanceHistoryEntry, WorkOrderCustomerJob } from '../../../../src/contract/maintenance'
import { createPdf, numberPages } from '../../../documents/pdf'
import { PdfFlow } from '../../../documents/pdf-flow'
import { type PdfColumn, PdfTable, type RowStyle } from '../../../documents/pdf-table'
import type { ReaderProfile } from '../../../documents/reader'
import { readerFormat } from '../../../documents/reader-format'
import { inLanguage, type Translated, textsIn } from '../../../documents/texts'
import type { AuditData, AuditEvent } from './audit-report'
import {
  actionTexts,
  auditTexts,
  conditionTexts,
  frequencyTexts,
  riskMeaning,
  stateTexts,
  typeTexts,
} from './audit-texts'
import { answerWording, procedureLines, procedureTexts } from './procedure-texts'

const MARGIN = 40
const riskColours = ['#868e96', '#e03131', '#e03131', '#f08c00', '#f08c00', '#1c7ed6']
/** The summary's state columns, in the order work moves through them. */
const summaryStates = [1, 5, 4, 2, 3] as const
const cells = { size: 8.5, padX: 3, padY: 3 }

export function renderAuditPdf(data: AuditData, reader: ReaderProfile, now: Date): Promise<Buffer> {
  const tr = textsIn(auditTexts, reader.language)
  const t = (text: Translated | undefined, fallback: string) =>
    text ? inLanguage(text, reader.language) : fallback
  // A work order a usage crossing planned (frequency 'none') is by use, not "One-off" (issue 44).
  const frequencyOf = (e: AuditEvent) => {
    const byUse = e.usage ? t(frequencyTexts.byUse, 'By use') : null
    if (byUse && e.frequency === 'none') return byUse
    const calendar = t(frequencyTexts[e.frequency], e.frequency)
    return byUse ? `${calendar} · ${byUse}` : calendar
  }
  const format = readerFormat(reader)
  const hours = tr('hours')
  const procedureTitle = textsIn(procedureTexts, reader.language)('procedure')
  const f = {
    day: format.day,
    instant: format.instant,
    /** Minutes as h:mm and the word for hours. */
    duration: (minutes: number | null) =>
      minutes === null ? '-' : `${format.duration(minutes * 60)} ${hours}`,
    count: (n: number) => format.num(n),
  }
  const { doc, finish } = createPdf({
    title: `${tr('title')}${data.plantName ? ` · ${data.plantName}` : ''}`,
    language: reader.language,
    layout: 'landscape',
    margin: MARGIN,
  })
  const flow = new PdfFlow(doc, MARGIN, 14)
  const { width } = flow
  const ensure = (height: number) => flow.ensure(height)
  const heading = (text: string) => flow.heading(text)

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

  /** A small table; its header is repeated when it continues on the next page. */
  const table = (columns: PdfColumn[], rows: string[][], boldLast = false) =>
    new PdfTable(flow, columns, cells).rows(rows, { boldLast })

  /** Label and value pairs, the label bold, the value wrapped. */
  const keyValues = (pairs: [string, string][]) =>
    new PdfTable(
      flow,
      [
        { header: '', width: 1 },
        { header: '', width: 4 },
      ],
      cells,
    ).rows(pairs, { row: { bold: 0, rule: '#ddd' } })

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
    .text(tr('generated', { date: f.instant(now), name: data.readerName }))
    .text(tr('timeZone', { zone: reader.timezone }))
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
  const workOrders = new PdfTable(
    flow,
    [
      { header: tr('date'), width: 58 },
      { header: tr('task'), width: 162 },
      { header: tr('machine'), width: 86 },
      { header: tr('asset'), width: 122 },
      { header: tr('operator'), width: 90 },
      { header: tr('risk'), width: 114 },
      { header: tr('state'), width: 64 },
      { header: tr('duration'), width: 66, align: 'right' },
    ],
    { ...cells, size: 8 },
  )
  const detailX = MARGIN + workOrders.widths[0] + cells.padX
  const header = () => workOrders.header()
  doc.addPage()
  doc.font('bold').fontSize(12.5).fillColor('#000').text(tr('workOrders'), MARGIN, MARGIN)
  doc.moveDown(0.3)
  header()
  if (events.length === 0) {
    doc.moveDown(0.5).font('regular').fontSize(9).fillColor('#555').text(tr('noMatch'), MARGIN)
  }
  let current: AuditEvent | null = null
  flow.onNewPage = () => {
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
  /** The customer and job it was done for (spec 001 §3), or null when none was given. */
  const customerJobLine = ({ customer, job }: WorkOrderCustomerJob) => {
    const parts: string[] = []
    if (customer) parts.push(`${tr('customer')}: ${customer}`)
    const name = [job.name, job.reference ? `(${job.reference})` : null].filter(Boolean).join(' ')
    if (name) parts.push(`${tr('job')}: ${name}`)
    if (job.grammage !== null) parts.push(`${tr('grammage')}: ${format.num(job.grammage, 1, true)} g/m²`)
    if (job.thickness !== null) parts.push(`${tr('thickness')}: ${format.num(job.thickness, 1, true)} µm`)
    if (job.width !== null) parts.push(`${tr('width')}: ${format.num(job.width, 1, true)} mm`)
    if (job.material) parts.push(`${tr('material')}: ${job.material}`)
    return parts.length > 0 ? parts.join(' · ') : null
  }
  const answerLine = answerWording(reader)
  const historyLine = (h: MaintenanceHistoryEntry, procedure: AuditEvent['procedure']) => {
    const { answer } = h
    const action = answer ? actionTexts.answer : actionTexts[h.action]
    const parts = [
      // Received by the server at `at`; a change made offline also says when it was done.
      h.deviceAt ? `${f.instant(h.at)} (${tr('doneOnDevice')} ${f.instant(h.deviceAt)})` : f.instant(h.at),
      h.userName ?? '-',
      `${t(action, h.action)}${h.transitionId !== null ? ` (${tr('transition')} ${h.transitionId})` : ''}`,
      `${t(stateTexts[h.fromState], String(h.fromState))} → ${t(stateTexts[h.toState], String(h.toState))}`,
    ]
    if (h.fromDate && h.toDate && h.fromDate !== h.toDate)
      parts.push(`${f.day(h.fromDate)} → ${f.day(h.toDate)}`)
    else if (h.toDate) parts.push(f.day(h.toDate))
    // A step's answer (issue 33) in the reader's words, as the procedure's lines say it, its note after it.
    if (answer) {
      const step = procedure?.steps.find((s) => s.id === answer.stepId)
      parts.push(
        answerLine(step, {
          ...answer,
          answeredBy: h.userName ?? '-',
          answeredAt: h.deviceAt ?? h.at,
          notes: h.notes,
        }),
      )
    } else if (h.notes) parts.push(`«${h.notes}»`)
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
      `${tr('frequency')}: ${frequencyOf(e)}`,
      `${tr('condition')}: ${t(conditionTexts[e.condition], e.condition)}`,
    ]
    if (e.originalDate !== e.date) facts.push(`${tr('originalDate')} ${f.day(e.originalDate)}`)
    if (e.postponeCount > 0) facts.push(`${tr('postponements')}: ${e.postponeCount}`)
    const jobLine = customerJobLine(e)
    const details = paragraph(
      jobLine ? `${facts.join(' · ')}\n${jobLine}` : facts.join(' · '),
      detailX,
      7.5,
      '#444',
    )
    // The row and its details stay together on one page.
    const rowStyle: RowStyle = { bold: 1, fill: '#f1f3f5', marker: [5, riskColours[e.risk] ?? '#868e96'] }
    ensure(workOrders.height(cells, rowStyle) + details.height + 2)
    workOrders.draw(cells, rowStyle)
    current = e
    doc.y += 1
    details.draw()
    const lines: Array<{ text: string; colour: string; font?: string }> = []
    if (e.notes) lines.push({ text: `${tr('notes')}: ${e.notes}`, colour: '#000' })
    // The procedure's answers (issue 33): an out-of-limits one in red, as on the tablet.
    const answered = procedureLines(e.procedure, e.answers, reader)
    if (answered.length > 0) lines.push({ text: `${procedureTitle}:`, colour: '#000', font: 'bold' })
    for (const line of answered)
      lines.push({ text: line.text, colour: line.outOfLimits ? '#c92a2a' : '#000' })
    if (e.history.length === 0) lines.push({ text: tr('noHistory'), colour: '#777' })
    for (const h of e.history) lines.push({ text: historyLine(h, e.procedure), colour: '#333' })
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
  flow.onNewPage = null

  // Page numbers (and what the document is) on every page.
  const footer = `${tr('title')}${data.plantName ? ` · ${data.plantName}` : ''} · ${f.instant(now)}`
  numberPages(doc, (page, count) => {
    const y = doc.page.height - MARGIN + 10
    doc.font('regular').fontSize(7.5).fillColor('#555')
    doc.text(footer, MARGIN, y, { width: width / 2, lineBreak: false })
    doc.text(`${tr('page')} ${page} / ${count}`, MARGIN + width / 2, y, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    })
  })
  return finish()
}
