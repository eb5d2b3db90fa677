/** Rows the history generator produces (times in epoch ms), written in bulk by write.ts. */

export interface OrderRow {
  id: number
  machineId: number
  idOnMachine: number
  insertTimestamp: number
  reference: string
  jobId: number
  customerId: number
  materialId: number
  width: number
  format: number | null
  numColor: number | null
  targetMeter: number
  dateStart: number
  dateFinish: number | null
  cleanMeter: number
  wasteMeter: number
  numRoll: number
  speedTotal: number
  speedTurning: number
  maxSpeedReached: number
  poCost: number | null
  poCostSurface: number | null
  parentOrderId: number | null
  configuration: Record<string, string | number | boolean> | null
}

export interface RollRow {
  id: number
  orderId: number
  number: number
  dateStart: number
  dateFinish: number | null
  cleanMeter: number
  wasteMeter: number
}

export interface StateRow {
  id: number
  machineId: number
  orderId: number
  state: number
  dateStart: number
  dateFinish: number | null
  meters: number
}

export interface InactivityRow {
  id: number
  machineId: number
  orderId: number
  state: number
  category: number
  description: string
  reasonCode: string | null
  dateStart: number
  dateFinish: number | null
  meters: number
}

export interface PowerOffRow {
  id: number
  machineId: number
  orderId: number
  state: number
  description: string | null
  dateStart: number
  dateFinish: number | null
}

export interface OrderOperatorRow {
  id: number
  orderId: number
  operatorId: number
  dateStart: number
  dateFinish: number | null
}

export interface InkwellRow {
  orderId: number
  position: number
  kind: 'flexo' | 'offset'
  inkId: number | null
  data: Record<string, string | number | null>
}

export interface PrintedCodesRow {
  orderId: number
  inkConsumedLiter: number
  totalPrintedCode: number
  numGradeA: number
  numGradeB: number
  numGradeC: number
  numGradeD: number
  numGradeF: number
  numDuplicated: number
  numNoReadableCode: number
}

export interface ModuleValuesRow {
  orderId: number
  moduleCode: string
  values: Record<string, string | number | boolean | null>
}

export interface ConsumptionRow {
  orderId: number
  consumableTypeId: number
  groupId: number
  consumption: number
  cost: number | null
}

/** Speed samples, column-wise (there are hundreds of thousands). ts in epoch seconds. */
export interface SampleColumns {
  machineId: number[]
  ts: number[]
  speed: number[]
  totalMeter: number[]
  cleanMeter: number[]
  wasteMeter: number[]
  /** The speed set point, m/min, or null. */
  setPoint: (number | null)[]
  /** The tag values as JSON text, or null. */
  tags: (string | null)[]
}

export interface MachineStatusRow {
  machineId: number
  state: number
  speed: number
  totalMeter: number
  lastTransactionAt: number
  currentOrderId: number | null
  inactivityId: number | null
  powerOffId: number | null
  statePeriodId: number | null
  rollId: number | null
}

export interface HistoryRows {
  orders: OrderRow[]
  rolls: RollRow[]
  states: StateRow[]
  inactivities: InactivityRow[]
  powerOffs: PowerOffRow[]
  orderOperators: OrderOperatorRow[]
  inkwells: InkwellRow[]
  printedCodes: PrintedCodesRow[]
  /** Synoptic values of laminators' configuration modules (spec 000 §3.4). */
  moduleValues: ModuleValuesRow[]
  consumptions: ConsumptionRow[]
  samples: SampleColumns
  status: MachineStatusRow[]
}

export function emptyRows(): HistoryRows {
  return {
    orders: [],
    rolls: [],
    states: [],
    inactivities: [],
    powerOffs: [],
    orderOperators: [],
    inkwells: [],
    printedCodes: [],
    moduleValues: [],
    consumptions: [],
    samples: {
      machineId: [],
      ts: [],
      speed: [],
      totalMeter: [],
      cleanMeter: [],
      wasteMeter: [],
      setPoint: [],
      tags: [],
    },
    status: [],
  }
}

/** Sequential ids per table, so rows can reference each other before they are written. */
export class IdAllocator {
  private next = new Map<string, number>()
  take(table: string): number {
    const id = (this.next.get(table) ?? 0) + 1
    this.next.set(table, id)
    return id
  }
}
