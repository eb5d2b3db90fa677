/**
 * Order details that depend only on the finished order: inkwells (flexo, offset), printed codes
 * (digital), consumptions and costs (machines with job costing) and slitting child orders.
 * Costs are the pricing engine's (services/job-costing/pricing.ts) over the demo price periods the
 * seed stores with the history (demo-prices.ts), so a later recalculation gives the same numbers.
 */
import { orderSquareMeters } from '../../../src/contract/job-costing-rules'
import {
  type ConsumptionToPrice,
  costPerSquareMeter,
  type PriceBook,
  priceConsumption,
} from '../../services/job-costing/pricing'
import { demoConsumptions } from '../model/consumptions'
import type { DemoJob } from '../model/jobs'
import type { Rng } from '../model/prng'
import type { HistoryMachine } from './machine-history'
import type { HistoryRows, IdAllocator, OrderRow, RollRow } from './types'

const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d

export interface ExtrasInput {
  /** Ink ids and ink-group ids in ink-group number order (1 cyan .. 8 silver). */
  inkIds: number[]
  inkGroupIds: number[]
  inkNames: string[]
  /** Consumable types per machine id (job costing). */
  consumables: Map<number, number[]>
  /** The demo price periods the seed stores (demo-prices.ts), which price the consumptions. */
  priceBook: PriceBook
}

const pantones = [
  'PANTONE 286 C',
  'PANTONE 185 C',
  'PANTONE 109 C',
  'PANTONE Black C',
  'PANTONE 7541 C',
  'PANTONE 151 C',
  'PANTONE 355 C',
  'PANTONE 877 C',
]
function inkwells(out: HistoryRows, o: OrderRow, m: HistoryMachine, x: ExtrasInput, rng: Rng) {
  const used = o.numColor ?? 0
  for (let position = 1; position <= m.maxNumDeck; position++) {
    const active = position <= used
    const ink = (position - 1) % x.inkIds.length
    if (m.line === 'FLEXO') {
      const volume = round(rng.range(2.5, 6), 1)
      out.inkwells.push({
        orderId: o.id,
        position,
        kind: 'flexo',
        inkId: active ? x.inkIds[ink] : null,
        data: {
          color: active ? x.inkNames[ink] : null,
          format: active ? `${o.format} mm` : '0 mm',
          referencePantone: active ? pantones[ink] : null,
          viscosity: active ? rng.int(18, 28) : null,
          temperature: active ? round(rng.range(21, 27), 1) : null,
          tapeReference: active ? rng.pick(['3M 1015', '3M 1020', 'Tesa 52015', 'Lohmann 4.8']) : null,
          aniloxReference: active ? `AN-${rng.int(300, 900)}-${volume}` : null,
          aniloxLine: active ? rng.pick([300, 400, 500, 600, 800]) : null,
          aniloxVolume: active ? volume : null,
          plateCylinderFormat: active ? o.format : null,
          intermediateSleeveOuterDiameter: active
            ? round((o.format ?? 400) / Math.PI + rng.range(1, 4), 2)
            : null,
          pressureAxCm: active ? round(rng.range(0.05, 0.3), 2) : null,
          pressureAxTr: active ? round(rng.range(0.05, 0.3), 2) : null,
          pressurePcCm: active ? round(rng.range(0.05, 0.3), 2) : null,
          pressurePcTr: active ? round(rng.range(0.05, 0.3), 2) : null,
          strainRegisterLongitudinal: active ? round(rng.range(-2, 2), 2) : null,
          strainRegisterLateral: active ? round(rng.range(-2, 2), 2) : null,
        },
      })
    } else {
      out.inkwells.push({
        orderId: o.id,
        position,
        kind: 'offset',
        inkId: active ? x.inkIds[ink] : null,
        data: {
          color: active ? x.inkNames[ink] : null,
          developmentPlate: active ? round(rng.range(0.8, 1.6), 2) : 0,
          developmentBlanket: active ? round(rng.range(0.8, 1.6), 2) : 0,
          pressure: active ? round(rng.range(2, 5), 1) : 0,
          registerLongitudinal: active ? round(rng.range(-1.5, 1.5), 2) : 0,
          registerLateral: active ? round(rng.range(-1.5, 1.5), 2) : 0,
          formRoller1Pressure: active ? round(rng.range(1, 3), 1) : 0,
          formRoller2Pressure: active ? round(rng.range(1, 3), 1) : 0,
          formRoller3Pressure: active ? round(rng.range(1, 3), 1) : 0,
          waterPressure1: active ? round(rng.range(0.5, 2), 1) : 0,
          waterPressure2: active ? round(rng.range(0.5, 2), 1) : 0,
          inkRollerSpeed: active ? rng.int(60, 110) : 0,
          waterRollerSpeed: active ? rng.int(60, 110) : 0,
          ductor: active ? rng.int(10, 60) : 0,
        },
      })
    }
  }
}

/** Consumption amounts from the order's run, priced by the engine at the demo periods in force. */
function costs(out: HistoryRows, o: OrderRow, m: HistoryMachine, job: DemoJob, x: ExtrasInput, rng: Rng) {
  const meters = o.cleanMeter + o.wasteMeter
  const area = orderSquareMeters(o)
  const lines: ConsumptionToPrice[] = demoConsumptions(
    {
      types: x.consumables.get(m.id) ?? [],
      line: m.line,
      area,
      hours: o.speedTotal > 0 ? meters / o.speedTotal / 60 : 0,
      numColor: o.numColor,
      grammage: job.grammage,
      inkGroupIds: x.inkGroupIds,
    },
    rng,
  )
  const priced = priceConsumption(x.priceBook, {
    dateStart: o.dateStart,
    dateFinish: o.dateFinish,
    materialId: o.materialId,
    consumptions: lines,
  })
  lines.forEach((line, i) => {
    out.consumptions.push({ orderId: o.id, ...line, cost: priced.lines[i].cost })
  })
  o.poCost = priced.cost
  o.poCostSurface = costPerSquareMeter(priced.cost, area)
}

function printedCodes(out: HistoryRows, o: OrderRow, rng: Rng) {
  const total = Math.round(o.cleanMeter * rng.range(15, 30))
  const grade = (f: number) => Math.round(total * f)
  const b = grade(rng.range(0.03, 0.08))
  const c = grade(rng.range(0.005, 0.02))
  const d = grade(rng.range(0, 0.005))
  const f = grade(rng.range(0, 0.003))
  out.printedCodes.push({
    orderId: o.id,
    inkConsumedLiter: round(o.cleanMeter * (o.numColor ?? 4) * rng.range(0.0003, 0.0006), 3),
    totalPrintedCode: total,
    numGradeA: total - b - c - d - f,
    numGradeB: b,
    numGradeC: c,
    numGradeD: d,
    numGradeF: f,
    numDuplicated: grade(rng.range(0, 0.0005)),
    numNoReadableCode: grade(rng.range(0, 0.001)),
  })
}

/** The laminator's synoptic values of an order: one record per configuration module. */
function laminatorModules(out: HistoryRows, o: OrderRow, rng: Rng) {
  const push = (moduleCode: string, values: Record<string, number>) =>
    out.moduleValues.push({ orderId: o.id, moduleCode, values })
  push('unwinder', { tension: rng.int(80, 160), diameter: rng.int(600, 1000) })
  push('applicator', {
    tension: rng.int(60, 140),
    solventlessTemperatureA: round(rng.range(38, 45), 1),
    solventlessTemperatureB: round(rng.range(38, 45), 1),
    coatingRollerLength: rng.int(1100, 1400),
    repeat: rng.int(400, 800),
  })
  for (const code of ['drying1', 'drying2', 'drying3'])
    push(code, { temperature: rng.int(55, 90), airflow: rng.int(40, 90) })
  for (const code of ['secondUnwinder', 'thirdUnwinder'])
    push(code, { tension: rng.int(60, 140), diameter: rng.int(500, 900) })
  push('laminator', { nipPressure: round(rng.range(2, 6), 1), temperature: rng.int(40, 70) })
  push('rewinder', { tension: rng.int(80, 180), taper: rng.int(10, 40) })
}

/** Children of a slitting order: one per lane, same length, narrower; their rolls mirror the mother's. */
function slittingChildren(out: HistoryRows, o: OrderRow, motherRolls: RollRow[], ids: IdAllocator, rng: Rng) {
  const lanes = rng.int(2, 4)
  for (let k = 1; k <= lanes; k++) {
    const child: OrderRow = {
      ...o,
      id: ids.take('orders'),
      insertTimestamp: o.insertTimestamp + k,
      reference: `${o.reference}/${k}`,
      width: Math.floor(o.width / lanes),
      wasteMeter: round(o.wasteMeter / lanes),
      poCost: null,
      poCostSurface: null,
      parentOrderId: o.id,
      configuration: {
        position: k,
        repeats: rng.int(1, 4),
        structure: rng.pick(['PET12/PE50', 'BOPP20/BOPP20', 'PET12/ALU7/PE70', 'OPP30', 'PAPER40/PE20']),
        formats: `${Math.floor(o.width / lanes)} mm`,
        length: Math.round(o.cleanMeter),
        autoStopType: rng.pick(['LENGTH', 'DIAMETER']),
        maxDiameter: rng.int(300, 800),
        quality: rng.pick(['OK', 'OK', 'OK', 'Minor edge defects']),
      },
    }
    out.orders.push(child)
    for (const r of motherRolls) {
      out.rolls.push({
        ...r,
        id: ids.take('rolls'),
        orderId: child.id,
        wasteMeter: round(r.wasteMeter / lanes),
      })
    }
  }
}

export function addExtras(
  out: HistoryRows,
  machines: Map<number, HistoryMachine>,
  jobs: DemoJob[],
  x: ExtrasInput,
  ids: IdAllocator,
  rng: Rng,
) {
  const parents = out.orders.slice()
  const rollsByOrder = new Map<number, RollRow[]>()
  for (const r of out.rolls) {
    const list = rollsByOrder.get(r.orderId)
    if (list) list.push(r)
    else rollsByOrder.set(r.orderId, [r])
  }
  for (const o of parents) {
    const m = machines.get(o.machineId)!
    if (m.line === 'FLEXO' || m.line === 'OFFSET') inkwells(out, o, m, x, rng)
    if (m.line === 'LAMINATING') laminatorModules(out, o, rng)
    if (o.dateFinish === null) continue
    if (m.hasJobCosting) costs(out, o, m, jobs[o.jobId - 1], x, rng)
    if (m.line === 'DIGITAL') printedCodes(out, o, rng)
    if (m.line === 'SLITTING') slittingChildren(out, o, rollsByOrder.get(o.id) ?? [], ids, rng)
  }
}
