/**
 * POST /traceability/export (spec 001 §3 "data-export request"; issue 14 item 3): the statistics
 * of up to 5 machines as .xlsx, one row per machine and period in POST /traceability's order, on
 * the one workbook writer (server/documents/workbook.ts): typed cells, a frozen header with an
 * auto filter in the reader's language, lengths and speeds in the reader's units. Not limited to
 * 30 periods (ADR 019, 4): a year by day is at most 366 x 5 rows, read at once.
 *
 * Durations are Excel times ([h]:mm: seconds / 86,400); the period is a date cell of its first
 * day. Ink (litres, 4 decimals) and printed codes only when every machine is on the DIGITAL line,
 * as the screen shows them.
 */
import type { DataGrouping, TraceabilityRecord } from '../../../src/contract/statistics'
import { metersPerMinToFeetPerMin, metersToFeet } from '../../../src/contract/units'
import type { DbOrTx } from '../../db/client'
import { quantityUnitSymbol } from '../../documents/quantity-units'
import { type ExportColumn, type PreparedWorkbook, writeWorkbook } from '../../documents/workbook'
import { readerProfile } from '../export/reader-profile'
import { stateLabel, statisticsLabel } from './export-labels'
import { statisticsMachines } from './machines'
import { traceability } from './traceability'

export interface TraceabilityExportQuery {
  machineIds: readonly number[]
  startDate: string
  finishDate: string
  grouping: DataGrouping
  now: Date
  userId: number
  plantId: number | null
}

export type PreparedExport = PreparedWorkbook

const DIGITAL = 'DIGITAL'

/** A plant-local day as the date cell shows it: wall-clock midnight stored as UTC (documents/plant-time.ts). */
const dayCell = (day: string) =>
  new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))))

export function traceabilityExportColumns(
  language: string,
  imperial: boolean,
  digital: boolean,
): ExportColumn<TraceabilityRecord>[] {
  const h = (key: Parameters<typeof statisticsLabel>[1], unit?: string) =>
    statisticsLabel(language, key, unit)
  const length = imperial ? 'ft' : 'm'
  const speed = imperial ? 'ft/min' : 'm/min'
  const toLength = (m: number) => (imperial ? metersToFeet(m) : m)
  const toSpeed = (v: number) => (imperial ? metersPerMinToFeetPerMin(v) : v)
  const time = (
    header: string,
    value: (r: TraceabilityRecord) => number,
  ): ExportColumn<TraceabilityRecord> => ({ header, type: 'duration', width: 14, value })
  const states = [
    ['cm', 'Cm'],
    ['aa', 'Aa'],
    ['eg', 'Eg'],
  ] as const
  const columns: ExportColumn<TraceabilityRecord>[] = [
    { header: h('machine'), type: 'text', value: (r) => r.machineName },
    { header: h('period'), type: 'date', numFmt: 'dd/mm/yyyy', width: 12, value: (r) => dayCell(r.label) },
    time(h('periodLength', 'h:mm'), (r) => r.periodDuration),
    ...states.map(([key, name]) =>
      time(stateLabel(language, key, null, 'h:mm'), (r) => r[`duration${name}`]),
    ),
    ...states.map(([key, name]) =>
      time(stateLabel(language, key, 'inactivity', 'h:mm'), (r) => r[`durationInactivity${name}`]),
    ),
    ...states.map(([key, name]) =>
      time(stateLabel(language, key, 'powerOff', 'h:mm'), (r) => r[`durationPoweroff${name}`]),
    ),
    ...states.map(
      ([key, name]): ExportColumn<TraceabilityRecord> => ({
        header: stateLabel(language, key, 'meters', length),
        type: 'number',
        width: 16,
        value: (r) => toLength(r[`meter${name}`]),
      }),
    ),
    {
      header: h('inactivityMeters', length),
      type: 'number',
      width: 16,
      value: (r) => toLength(r.inactivityMeter),
    },
    { header: h('speed', speed), type: 'number', value: (r) => toSpeed(r.speedTotal) },
    { header: h('turningSpeed', speed), type: 'number', value: (r) => toSpeed(r.speedTurning) },
    { header: h('orders'), type: 'integer', value: (r) => r.numOrders },
  ]
  if (digital) {
    columns.push(
      {
        header: h('ink', quantityUnitSymbol('L', language)),
        type: 'number',
        numFmt: '0.0000',
        value: (r) => r.inkConsumedLiter,
      },
      { header: h('printedCodes'), type: 'integer', width: 14, value: (r) => r.totalPrintedCode },
    )
  }
  return columns
}

export async function prepareTraceabilityExport(
  db: DbOrTx,
  q: TraceabilityExportQuery,
): Promise<PreparedExport> {
  const [machines, records, reader] = await Promise.all([
    statisticsMachines(db, q.machineIds),
    traceability(db, {
      machineIds: q.machineIds,
      startDate: q.startDate,
      finishDate: q.finishDate,
      grouping: q.grouping,
      now: q.now,
    }),
    readerProfile(db, q.userId, q.plantId),
  ])
  const digital = machines.length > 0 && machines.every((m) => m.line === DIGITAL)
  const columns = traceabilityExportColumns(reader.language, reader.imperial, digital)
  return {
    rows: records.length,
    write: (out) =>
      writeWorkbook(out, {
        sheetName: statisticsLabel(reader.language, 'statisticsSheet'),
        columns,
        batches: (async function* () {
          yield records
        })(),
      }),
  }
}
