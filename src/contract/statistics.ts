/**
 * Statistics, productivity and inactivity statistics (spec 001 §2.1, §2.2, §3, §5, §7, §9; issue
 * 14, ADR 019). Durations are seconds, meters meters and speeds m/min on the wire; days are
 * plant-local yyyy-MM-dd, inclusive. Shared by the server (validation) and the screens (the same
 * limits, so a filter the screen allows is one the server answers).
 */
import { z } from 'zod'
import { isoDaySchema } from './iso-day'
import { dayNumber, dayOfNumber } from './maintenance-rules'
import { dbIdSchema } from './wire'

export const dataGroupings = ['day', 'week', 'month', 'quarter', 'year'] as const
export type DataGrouping = (typeof dataGroupings)[number]

/** 1 statistics, 2 productivity. */
export type StatisticsType = 1 | 2

/** At most 5 machines in statistics, 1 in productivity (spec 001 §5, §9), with their message keys. */
export const STATISTICS_MAX_MACHINES = { 1: 5, 2: 1 } as const
export const machineLimitMessage = {
  1: 'MULTIPLE_MACHINE_SELECTION_5',
  2: 'MULTIPLE_MACHINE_SELECTION_1',
} as const

/** "At most 30 dates": a grouping is offered when the range gives at most 30 of its periods (ADR 019). */
export const STATISTICS_MAX_PERIODS = 30

/** The first day of the period of `grouping` that holds `day` (weeks start on Monday). */
export function periodStart(day: string, grouping: DataGrouping): string {
  const n = dayNumber(day) ?? 0
  if (grouping === 'day') return dayOfNumber(n)
  // 1970-01-01 was a Thursday: Monday-based weekday 0..6.
  if (grouping === 'week') return dayOfNumber(n - ((n + 3) % 7))
  const [y, m] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))]
  const firstMonth = grouping === 'month' ? m : grouping === 'quarter' ? m - ((m - 1) % 3) : 1
  return `${String(y).padStart(4, '0')}-${String(firstMonth).padStart(2, '0')}-01`
}

/** How many periods of `grouping` the inclusive range touches (0 when finish is before start). */
export function periodCount(start: string, finish: string, grouping: DataGrouping): number {
  const a = dayNumber(start)
  const b = dayNumber(finish)
  if (a === null || b === null || b < a) return 0
  if (grouping === 'day') return b - a + 1
  if (grouping === 'week') {
    return (
      ((dayNumber(periodStart(finish, 'week')) ?? 0) - (dayNumber(periodStart(start, 'week')) ?? 0)) / 7 + 1
    )
  }
  const months = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7)) - 1
  const span = { month: 1, quarter: 3, year: 12 }[grouping]
  return Math.floor(months(finish) / span) - Math.floor(months(start) / span) + 1
}

const machineIds = z.array(dbIdSchema).min(1, 'choose at least one machine')

/** POST /traceability: the screen's filters (the spec's names). */
export const traceabilityRequestSchema = z
  .object({
    type: z.union([z.literal(1), z.literal(2)]),
    machineIds: machineIds.max(STATISTICS_MAX_MACHINES[1], machineLimitMessage[1]),
    startDate: isoDaySchema,
    finishDate: isoDaySchema,
    dataGrouping: z.enum(dataGroupings),
  })
  .superRefine((body, ctx) => {
    if (body.type === 2 && body.machineIds.length > STATISTICS_MAX_MACHINES[2]) {
      ctx.addIssue({ code: 'custom', path: ['machineIds'], message: machineLimitMessage[2] })
    }
    if (body.finishDate < body.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['finishDate'],
        message: 'the finish date is before the start date',
      })
      return
    }
    if (periodCount(body.startDate, body.finishDate, body.dataGrouping) > STATISTICS_MAX_PERIODS) {
      ctx.addIssue({
        code: 'custom',
        path: ['dataGrouping'],
        message: `at most ${STATISTICS_MAX_PERIODS} periods: choose a coarser grouping or a shorter range`,
      })
    }
  })
export type TraceabilityRequest = z.infer<typeof traceabilityRequestSchema>

/** One machine and period (spec 001 §3 "Traceability record"). */
export const traceabilityRecordSchema = z.object({
  machineId: z.number().int(),
  machineName: z.string(),
  /** The period's first day (yyyy-MM-dd): the day, the Monday, the first of the month, quarter or year. */
  label: z.string(),
  maxSpeed: z.number(),
  /** Time in mechanical change (CM), adjustment (AA) and turning (EG), and the inactive and powered-off parts of each. */
  durationCm: z.number(),
  durationAa: z.number(),
  durationEg: z.number(),
  durationInactivityCm: z.number(),
  durationInactivityAa: z.number(),
  durationInactivityEg: z.number(),
  durationPoweroffCm: z.number(),
  durationPoweroffAa: z.number(),
  durationPoweroffEg: z.number(),
  /** m/min: all meters over the powered time; turning meters over active turning time. */
  speedTotal: z.number(),
  speedTurning: z.number(),
  meterCm: z.number(),
  meterAa: z.number(),
  meterEg: z.number(),
  inactivityMeter: z.number(),
  numOrders: z.number().int(),
  /** The seconds of the period within the range (a plant-local day: 23 to 25 hours). */
  periodDuration: z.number(),
  inkConsumedLiter: z.number(),
  totalPrintedCode: z.number().int(),
})
export type TraceabilityRecord = z.infer<typeof traceabilityRecordSchema>

export const traceabilityResponseSchema = z.object({ data: z.array(traceabilityRecordSchema) })

/** POST /traceability-available-dates: the user's machines, or the ones named. */
export const availableDatesRequestSchema = z.object({ machineIds: z.array(dbIdSchema).max(200).optional() })

/** The first and last instant with data, epoch seconds (null: no data at all). */
export const availableDatesSchema = z.object({
  dateStart: z.number().int().nullable(),
  dateFinish: z.number().int().nullable(),
  /** The last plant-local day before today with production (yyyy-MM-dd): what the screens open on. */
  lastFullDay: isoDaySchema.nullable(),
})

/** POST /inactivities: one machine (the first selected) and the days. */
export const inactivityRequestSchema = z
  .object({ machineId: dbIdSchema, startDate: isoDaySchema, finishDate: isoDaySchema })
  .refine((b) => b.finishDate >= b.startDate, {
    path: ['finishDate'],
    message: 'the finish date is before the start date',
  })
export type InactivityRequest = z.infer<typeof inactivityRequestSchema>

/** One reason (spec 001 §3 "Inactivity record"), merged over the range by description and category. */
export const inactivityRecordSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  /** The reason's code (src/contract/stop-reasons.ts): screens name it by the code, else by `description`. */
  reasonCode: z.string().max(60).nullish(),
  /** 1 process, 2 machine. */
  category: z.union([z.literal(1), z.literal(2)]),
  repeats: z.number().int(),
  /** Seconds. */
  duration: z.number(),
})
export type InactivityRecord = z.infer<typeof inactivityRecordSchema>

export const inactivityResponseSchema = z.object({ data: z.array(inactivityRecordSchema) })

/** The machines of the two screens: the user's, with their line (DIGITAL shows ink) and top speed. */
export const statisticsMachineSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  serialNumber: z.string(),
  line: z.string(),
  maxSpeed: z.number(),
})
export type StatisticsMachine = z.infer<typeof statisticsMachineSchema>

/**
 * POST /traceability/export: the spec's data-export request (spec 001 §3), its field names as the
 * spec gives them. At most 5 machines and a finish on or after the start, but not limited to 30
 * periods: a year by day is a spreadsheet, not a chart (ADR 019, 4).
 */
export const traceabilityExportRequestSchema = z
  .object({
    start_date: isoDaySchema,
    finish_date: isoDaySchema,
    machine_ids: machineIds.max(STATISTICS_MAX_MACHINES[1], machineLimitMessage[1]),
    data_grouping: z.enum(dataGroupings),
  })
  .refine((b) => b.finish_date >= b.start_date, {
    path: ['finish_date'],
    message: 'the finish date is before the start date',
  })
export type TraceabilityExportRequest = z.infer<typeof traceabilityExportRequestSchema>

/**
 * GET /statistics/objectives: per machine, the averages of its last 20 finished orders (the order
 * detail's objectives): availability and production in percent, clean speed in m/min; null
 * without finished orders.
 */
export const machineObjectivesSchema = z.object({
  machineId: z.number().int(),
  orders: z.number().int(),
  availability: z.number().nullable(),
  production: z.number().nullable(),
  speed: z.number().nullable(),
})
export type MachineObjectives = z.infer<typeof machineObjectivesSchema>

/** POST /statistics/makeready: the machines (1 to 5) and plant-local days of the statistics screen. */
export const makereadyRequestSchema = z
  .object({
    machineIds: machineIds.max(STATISTICS_MAX_MACHINES[1], machineLimitMessage[1]),
    startDate: isoDaySchema,
    finishDate: isoDaySchema,
  })
  .refine((b) => b.finishDate >= b.startDate, {
    path: ['finishDate'],
    message: 'the finish date is before the start date',
  })

const materialWidth = z.object({ material: z.string().nullable(), width: z.number().nullable() })

/** Set-ups of a crew or of a changeover (material and width before and after), costliest first. */
export const makereadyGroupSchema = z.object({
  /** The order's operators, comma-joined (by crew); null by changeover. */
  crew: z.string().nullable(),
  /** The previous order's material and width, and this order's (by changeover); null by crew. */
  from: materialWidth.nullable(),
  to: materialWidth.nullable(),
  setups: z.number().int(),
  /** Averages per set-up: seconds and meters of change and adjustment, waste meters while running. */
  avgSetupSeconds: z.number(),
  avgSetupMeters: z.number(),
  avgRunningWaste: z.number(),
})
export type MakereadyGroup = z.infer<typeof makereadyGroupSchema>

export const makereadyReportSchema = z.object({
  orders: z.number().int(),
  setupSeconds: z.number(),
  setupMeters: z.number(),
  runningWaste: z.number(),
  byCrew: z.array(makereadyGroupSchema),
  byChangeover: z.array(makereadyGroupSchema),
})
export type MakereadyReport = z.infer<typeof makereadyReportSchema>
