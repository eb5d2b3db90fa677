/**
 * The production order report as a multi-page PDF, in the reader's language, units and plant time:
 * summary, KPIs with their objectives, state blocks and costs where allowed on the first page; the
 * speed curve drawn as vector graphics, then the rolls, inactivities and operators. Set up, formatted
 * and tabled with the documents toolkit (server/documents); assembled for the download route and the
 * report mail by order-report.ts.
 */
import type { OrderHistogram, OrderObjectives, OrderProduction } from '../../../src/contract/order-detail'
import { createPdf, numberPages } from '../../documents/pdf'
import { PdfFlow } from '../../documents/pdf-flow'
import { type PdfColumn, PdfTable } from '../../documents/pdf-table'
import type { ReaderProfile } from '../../documents/reader'
import { type ReaderFormat, readerFormat } from '../../documents/reader-format'
import { stopReasonText } from '../../documents/stop-reason-texts'
import { textsIn } from '../../documents/texts'
import { reportTexts } from './report-texts'

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

export function renderOrderReport(input: ReportInput): Promise<Buffer> {
  const { record, objectives, histogram, costs, reader } = input
  const tr = textsIn(reportTexts, reader.language)
  const f = readerFormat(reader)
  const { doc, finish } = createPdf({
    title: `${tr('title')} ${record.order.reference}`,
    language: reader.language,
    margin: MARGIN,
  })
  const flow = new PdfFlow(doc, MARGIN, 16)
  const width = flow.width
  const heading = (text: string) => flow.heading(text)
  /** One line per cell, fitted; an empty table says so in one row. */
  const table = (columns: PdfColumn[], rows: string[][]) =>
    new PdfTable(flow, columns, { size: 8.5, padX: 2, padY: 3, fitRowHeight: 15 }).rows(rows, {
      empty: tr('none'),
    })

  // Page 1: summary, indicators, states, costs.
  const { order, job, machine, chart } = record
  doc.font('bold').fontSize(18).text(tr('title'))
  doc.font('regular').fontSize(13).text(`${order.reference} · ${machine.name}`)
  doc
    .fontSize(8.5)
    .fillColor('#555')
    .text(`${tr('generated')} ${f.instant(input.now)}`)
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
    [tr('start'), f.instant(order.dateStart)],
    [tr('finish'), order.dateFinish ? f.instant(order.dateFinish) : tr('running')],
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
      f.instant(s.dateStart),
      f.instant(s.dateFinish),
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
      costs.map((c) => [c.name, f.quantity(c.consumption, c.unit), f.money(c.cost)]),
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
      f.instant(r.dateStart),
      f.instant(r.dateFinish),
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
      stopReasonText(reader.language, i.reasonCode, i.description),
      f.instant(i.dateStart),
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

  numberPages(doc, (page, count) => {
    doc
      .font('regular')
      .fontSize(8)
      .fillColor('#555')
      .text(`${order.reference} · ${tr('page')} ${page} / ${count}`, MARGIN, doc.page.height - MARGIN + 8, {
        width,
        align: 'center',
        lineBreak: false,
      })
  })
  return finish()
}

/** Speed over time as vector paths: inactivity and power-off bands, the curve, the max/1.05 line. */
function drawSpeedCurve(
  doc: PDFKit.PDFDocument,
  h: OrderHistogram,
  f: ReaderFormat,
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
