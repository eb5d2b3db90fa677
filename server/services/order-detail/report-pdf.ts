/**
 * GET /api/order/report-digiflex: the production order as a multi-page PDF (pdfkit), in the
 * reader's language, units and plant time: summary, KPIs with their objectives, state blocks and
 * costs where allowed on the first page; the speed curve drawn as vector graphics, then the rolls,
 * inactivities and operators. Set in Liberation Sans (shipped by pdfjs-dist) for Cyrillic.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import PDFDocument from 'pdfkit'
import type { OrderHistogram, OrderObjectives, OrderProduction } from '../../../src/contract/order-detail'
import { metersPerMinToFeetPerMin, metersToFeet } from '../../../src/contract/units'
import { inLanguage } from '../export/language'
import type { ReaderProfile } from '../export/reader-profile'
import { type ReportText, reportTexts } from './report-texts'

const require = createRequire(import.meta.url)
const fontDir = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')
const fonts = {
  regular: path.join(fontDir, 'LiberationSans-Regular.ttf'),
  bold: path.join(fontDir, 'LiberationSans-Bold.ttf'),
}

export interface CostLine {
  name: string
  unit: string
  consumption: number
  cost: number | null
}

export interface ReportInput {
  record: OrderProduction
  objectives: OrderObjectives
  histogram: OrderHistogram
  /** Null when the reader may not see costs or the order is unfinished. */
  costs: CostLine[] | null
  reader: ReaderProfile
  now: Date
}

const MARGIN = 48
const stateColours: Record<number, string> = { 1: '#e03131', 2: '#f0b400', 3: '#2f9e44' }

/** Formatting in the reader's language, units and plant time. */
function formatter(reader: ReaderProfile) {
  const locale = reader.language.replace('_', '-')
  const numbers = new Map<number, Intl.NumberFormat>()
  const num = (v: number | null | undefined, decimals = 0) => {
    if (v === null || v === undefined || !Number.isFinite(v)) return '-'
    let f = numbers.get(decimals)
    if (!f) {
      f = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
      numbers.set(decimals, f)
    }
    return f.format(v)
  }
  const dates = new Intl.DateTimeFormat('en-GB', {
    timeZone: reader.timezone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  const times = new Intl.DateTimeFormat('en-GB', {
    timeZone: reader.timezone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  return {
    num,
    length: (m: number | null) =>
      m === null ? '-' : reader.imperial ? `${num(metersToFeet(m))} ft` : `${num(m)} m`,
    speed: (v: number | null) =>
      v === null ? '-' : reader.imperial ? `${num(metersPerMinToFeetPerMin(v))} ft/min` : `${num(v)} m/min`,
    speedValue: (v: number) => (reader.imperial ? metersPerMinToFeetPerMin(v) : v),
    percent: (v: number | null) => (v === null ? '-' : `${num(v, 1)} %`),
    money: (v: number | null, decimals = 2) =>
      v === null ? '-' : `${num(v, decimals)}${reader.currencySymbol ? ` ${reader.currencySymbol}` : ''}`,
    date: (iso: string | number | null) =>
      iso === null ? '-' : dates.format(new Date(iso)).replace(',', ''),
    time: (ms: number) => times.format(new Date(ms)),
    duration: (seconds: number) => {
      const minutes = Math.floor(Math.max(0, seconds) / 60)
      return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`
    },
  }
}

interface Column {
  header: string
  width: number
  align?: 'left' | 'right'
}

export function renderOrderReport(input: ReportInput): Promise<Buffer> {
  const { record, objectives, histogram, costs, reader } = input
  const tr = (key: ReportText) => inLanguage(reportTexts[key], reader.language)
  const f = formatter(reader)
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${tr('title')} ${record.order.reference}`, Author: 'Plant Portal' },
    lang: reader.language.replace('_', '-'),
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.registerFont('regular', fonts.regular)
  doc.registerFont('bold', fonts.bold)
  const width = doc.page.width - 2 * MARGIN
  const bottom = () => doc.page.height - MARGIN - 16

  const heading = (text: string) => {
    if (doc.y + 60 > bottom()) doc.addPage()
    doc.moveDown(0.8).font('bold').fontSize(12.5).fillColor('#000').text(text, MARGIN)
    doc.moveDown(0.3)
  }

  /** The text at 8.5 pt, or smaller down to 6.5 pt, or cut with an ellipsis: one line per cell. */
  const fitted = (text: string, room: number) => {
    let size = 8.5
    doc.fontSize(size)
    while (doc.widthOfString(text) > room && size > 6.5) {
      size -= 0.5
      doc.fontSize(size)
    }
    if (doc.widthOfString(text) <= room) return text
    let cut = text
    while (cut.length > 1 && doc.widthOfString(`${cut}…`) > room) cut = cut.slice(0, -1)
    return `${cut}…`
  }

  /** A table that continues on the next page, repeating its header row (none if all headers are empty). */
  const table = (columns: Column[], rows: string[][]) => {
    const scale = width / columns.reduce((s, c) => s + c.width, 0)
    const widths = columns.map((c) => c.width * scale)
    const headers = columns.map((c) => c.header)
    const hasHeader = headers.some(Boolean)
    const rowHeight = 15
    const line = (cells: string[], bold: boolean) => {
      if (doc.y + rowHeight > bottom()) {
        doc.addPage()
        if (!bold && hasHeader) line(headers, true)
      }
      const y = doc.y
      let x = MARGIN
      doc.font(bold ? 'bold' : 'regular').fillColor('#000')
      cells.forEach((cell, i) => {
        const room = widths[i] - 4
        doc.text(fitted(cell, room), x + 2, y + 3, {
          width: room,
          align: columns[i].align ?? 'left',
          lineBreak: false,
        })
        x += widths[i]
      })
      doc
        .moveTo(MARGIN, y + rowHeight)
        .lineTo(MARGIN + width, y + rowHeight)
        .lineWidth(0.4)
        .strokeColor(bold ? '#444' : '#ccc')
        .stroke()
      doc.x = MARGIN
      doc.y = y + rowHeight
    }
    if (hasHeader) line(headers, true)
    if (rows.length === 0) line([tr('none'), ...columns.slice(1).map(() => '')], false)
    for (const r of rows) line(r, false)
  }

  // Page 1: summary, indicators, states, costs.
  const { order, job, machine, chart } = record
  doc.font('bold').fontSize(18).text(tr('title'))
  doc.font('regular').fontSize(13).text(`${order.reference} · ${machine.name}`)
  doc
    .fontSize(8.5)
    .fillColor('#555')
    .text(`${tr('generated')} ${f.date(input.now.toISOString())}`)
  doc.fillColor('#000')

  heading(tr('summary'))
  const operatorNames = [...new Set(record.operators.map((o) => o.name))].join(', ') || '-'
  const summary: [string, string][] = [
    [tr('machine'), machine.name],
    [tr('order'), order.reference],
    [tr('job'), job.reference ?? '-'],
    [tr('customer'), job.customer ?? '-'],
    [tr('operators'), operatorNames],
    [tr('target'), f.length(order.targetMeter)],
    [tr('start'), f.date(order.dateStart)],
    [tr('finish'), order.dateFinish ? f.date(order.dateFinish) : tr('running')],
  ]
  if (costs)
    summary.push(
      [tr('totalCost'), f.money(order.poCost)],
      [tr('unitCost'), `${f.money(order.poCostSurface, 6)}/m²`],
    )
  table(
    [
      { header: '', width: 1 },
      { header: '', width: 2 },
    ],
    summary,
  )

  heading(tr('indicators'))
  table(
    [
      { header: tr('indicator'), width: 3 },
      { header: tr('value'), width: 2, align: 'right' },
      { header: tr('objective'), width: 2, align: 'right' },
    ],
    [
      [
        tr('progress'),
        `${f.percent(chart.progress.progress)} (${f.length(chart.progress.productionMeters)} / ${f.length(chart.progress.targetMeters)})`,
        '-',
      ],
      [tr('availability'), f.percent(chart.availability.availability), f.percent(objectives.availability)],
      [tr('production'), f.percent(chart.production.production), f.percent(objectives.production)],
      [tr('cleanSpeed'), f.speed(chart.speed.averageSpeed), f.speed(objectives.speed)],
      [tr('turningSpeed'), f.speed(chart.speed.averageTurningSpeed), '-'],
      [tr('maxSpeed'), f.speed(chart.speed.maxSpeed), '-'],
      [tr('activeTime'), f.duration(chart.availability.totalTime - chart.availability.inactivityTime), '-'],
      [
        tr('inactivityTime'),
        `${f.duration(chart.availability.inactivityTime)} (${chart.availability.inactivitiesCount})`,
        '-',
      ],
      [tr('powerOffTime'), f.duration(chart.availability.powerOffTime), '-'],
      [tr('productive'), f.length(chart.production.productiveMeters), '-'],
      [tr('waste'), f.length(chart.production.wasteMeters), '-'],
      [tr('rolls'), String(chart.progress.countRolls), '-'],
    ],
  )

  heading(tr('states'))
  const stateNames: Record<number, string> = {
    1: tr('mechanicalChange'),
    2: tr('adjustment'),
    3: tr('turning'),
  }
  table(
    [
      { header: tr('state'), width: 2.6 },
      { header: tr('time'), width: 1.2, align: 'right' },
      { header: tr('meters'), width: 1.6, align: 'right' },
      { header: tr('inactivityTime'), width: 2.4, align: 'right' },
      { header: tr('powerOffTime'), width: 2.4, align: 'right' },
      { header: tr('start'), width: 2.4 },
      { header: tr('finish'), width: 2.4 },
    ],
    record.states.map((s) => [
      stateNames[s.state],
      f.duration(s.stateTime),
      f.length(s.meters),
      `${f.duration(s.inactivityTime)} (${s.inactivityCount})`,
      f.duration(s.powerOffTime),
      f.date(s.dateStart),
      f.date(s.dateFinish),
    ]),
  )

  if (costs) {
    heading(tr('costs'))
    table(
      [
        { header: tr('consumable'), width: 3 },
        { header: tr('consumption'), width: 2, align: 'right' },
        { header: tr('cost'), width: 2, align: 'right' },
      ],
      costs.map((c) => [c.name, `${f.num(c.consumption, 2)} ${c.unit}`, f.money(c.cost)]),
    )
  }

  // Page 2: the speed curve, then the lists.
  doc.addPage()
  heading(tr('speedCurve'))
  drawSpeedCurve(doc, histogram, f, { x: MARGIN, y: doc.y, w: width, h: 220 }, tr('noSamples'))

  heading(tr('rolls'))
  table(
    [
      { header: tr('roll'), width: 1 },
      { header: tr('start'), width: 2.4 },
      { header: tr('finish'), width: 2.4 },
      { header: tr('duration'), width: 1.4, align: 'right' },
      { header: tr('clean'), width: 2, align: 'right' },
      { header: tr('waste'), width: 2, align: 'right' },
    ],
    record.rolls.map((r) => [
      String(r.number),
      f.date(r.dateStart),
      f.date(r.dateFinish),
      f.duration(r.duration),
      f.length(r.cleanMeter),
      f.length(r.wasteMeter),
    ]),
  )

  heading(tr('inactivities'))
  table(
    [
      { header: tr('state'), width: 2.2 },
      { header: tr('description'), width: 3.5 },
      { header: tr('start'), width: 2.4 },
      { header: tr('duration'), width: 1.4, align: 'right' },
    ],
    record.inactivities.map((i) => [
      stateNames[i.state] ?? String(i.state),
      i.description,
      f.date(i.dateStart),
      f.duration(i.duration),
    ]),
  )

  heading(tr('operators'))
  table(
    [
      { header: tr('operator'), width: 3 },
      { header: tr('time'), width: 1.4, align: 'right' },
      { header: tr('meters'), width: 2, align: 'right' },
      { header: tr('waste'), width: 1.8, align: 'right' },
      { header: tr('inactivityTime'), width: 2, align: 'right' },
      { header: tr('rolls'), width: 1.2, align: 'right' },
      { header: tr('cleanSpeed'), width: 2, align: 'right' },
    ],
    record.operatorAggregates.map((o) => [
      o.name,
      f.duration(o.totalTime),
      f.length(o.totalMeters),
      f.length(o.wasteMeter),
      `${f.duration(o.inactivityTime)} (${o.nInactivities})`,
      String(o.nRolls),
      f.speed(o.averageSpeed),
    ]),
  )

  // Page numbers on every page.
  const range = doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    // Below the bottom margin: without lifting it, pdfkit would start a new page for the footer.
    doc.page.margins.bottom = 0
    doc
      .font('regular')
      .fontSize(8)
      .fillColor('#555')
      .text(
        `${order.reference} · ${tr('page')} ${i + 1} / ${range.count}`,
        MARGIN,
        doc.page.height - MARGIN + 8,
        {
          width,
          align: 'center',
          lineBreak: false,
        },
      )
  }
  doc.end()
  return done
}

type Formatter = ReturnType<typeof formatter>

/** Speed over time as vector paths: inactivity and power-off bands, the curve, the max/1.05 line. */
function drawSpeedCurve(
  doc: PDFKit.PDFDocument,
  h: OrderHistogram,
  f: Formatter,
  box: { x: number; y: number; w: number; h: number },
  emptyText: string,
) {
  const plot = { x: box.x + 40, y: box.y, w: box.w - 48, h: box.h - 20 }
  const t0 = h.dataInit
  const t1 = Math.max(h.dataFi, t0 + 60_000)
  const top = Math.max(1, f.speedValue(h.maxSpeed) * 1.05)
  const xOf = (t: number) => plot.x + ((Math.min(Math.max(t, t0), t1) - t0) / (t1 - t0)) * plot.w
  const yOf = (v: number) => plot.y + plot.h - (Math.min(v, top) / top) * plot.h
  doc.save()
  for (const i of h.inactivities) {
    doc
      .rect(xOf(i.start), plot.y, Math.max(0.8, xOf(i.end) - xOf(i.start)), plot.h)
      .fillOpacity(0.2)
      .fill(stateColours[i.state] ?? '#999')
  }
  for (const p of h.powerOffs) {
    doc
      .rect(xOf(p.start), plot.y, Math.max(0.8, xOf(p.end) - xOf(p.start)), plot.h)
      .fillOpacity(0.3)
      .fill('#333')
  }
  doc.fillOpacity(1)
  // Axes and horizontal grid with speed labels.
  doc.font('regular').fontSize(7).fillColor('#555')
  for (let k = 0; k <= 4; k++) {
    const v = (top / 4) * k
    const y = yOf(v)
    doc
      .moveTo(plot.x, y)
      .lineTo(plot.x + plot.w, y)
      .lineWidth(0.3)
      .strokeColor('#ddd')
      .stroke()
    doc.text(f.num(v), box.x, y - 3, { width: 36, align: 'right', lineBreak: false })
  }
  for (let k = 0; k <= 6; k++) {
    const t = t0 + ((t1 - t0) / 6) * k
    doc.text(f.time(t), xOf(t) - 15, plot.y + plot.h + 4, { width: 30, align: 'center', lineBreak: false })
  }
  doc.rect(plot.x, plot.y, plot.w, plot.h).lineWidth(0.6).strokeColor('#666').stroke()
  // The maximum speed line at max / 1.05, dashed.
  const maxY = yOf(f.speedValue(h.maxSpeed) / 1.05)
  doc
    .moveTo(plot.x, maxY)
    .lineTo(plot.x + plot.w, maxY)
    .dash(4, { space: 3 })
    .strokeColor('#e03131')
    .stroke()
    .undash()
  if (h.speeds.length === 0) {
    doc
      .fontSize(9)
      .fillColor('#555')
      .text(emptyText, plot.x, plot.y + plot.h / 2, { width: plot.w, align: 'center' })
  } else {
    const [first, ...rest] = h.speeds
    doc.moveTo(xOf(first[0]), yOf(f.speedValue(first[1])))
    for (const [t, v] of rest) doc.lineTo(xOf(t), yOf(f.speedValue(v)))
    doc.lineWidth(0.9).strokeColor('#1c7ed6').stroke()
  }
  doc.restore()
  doc.fillColor('#000')
  doc.x = MARGIN
  doc.y = box.y + box.h + 6
}
