import { z } from 'zod'
import { type StopReasonCode, stopReasonCodes } from './stop-reasons'

/**
 * The ingestion API (POST /api/ingest/v1/events): what a machine gateway in the plant, or the
 * bundled simulator, sends. Events of one machine, in time order; the server applies them in
 * order and keeps orders, states, rolls, inactivities, power-offs, samples and the live machine
 * snapshot consistent. Times are ISO 8601 instants; meters are the machine's monotonic counters.
 */

const at = z.iso.datetime({ offset: true }).describe('When it happened on the machine (ISO 8601)')
const meters = z.number().min(0).max(1e12)
const name = z.string().trim().min(1).max(200)
/** A machine tag's name (as the gateway names it: Unw1_Tension, TC_R6_Temperature). */
const TAG_NAME = /^[A-Za-z][A-Za-z0-9_]{0,59}$/
export const MAX_TAGS_PER_SAMPLE = 32
const stopReasonCodeSchema = z
  .enum(stopReasonCodes as [StopReasonCode, ...StopReasonCode[]])
  .describe('A code of the stop-reason catalogue (src/contract/stop-reasons.ts, ADR 034)')

export const sampleEventSchema = z.object({
  type: z.literal('sample'),
  at,
  /** m/min */
  speed: z.number().min(0).max(10_000),
  totalMeter: meters,
  cleanMeter: meters,
  wasteMeter: meters,
  /** The speed set point in force during the sample's minute, m/min (the histogram's set-point line). */
  speedSetPoint: z.number().min(0).max(10_000).optional(),
  /**
   * The machine's tag values at the sample (tension, temperature, ...): tag name -> value, in the
   * tag's unit: a name ending in _Tension is newtons, _Temperature degrees Celsius, _Pressure bar,
   * _Taper or _Speed percent (ADR 044). Technicians see them on the order's histogram.
   */
  tags: z
    .record(
      z.string().regex(TAG_NAME, 'A tag name: a letter, then letters, digits or _'),
      z.number().min(-1e9).max(1e9),
    )
    .refine((tags) => Object.keys(tags).length <= MAX_TAGS_PER_SAMPLE, `At most ${MAX_TAGS_PER_SAMPLE} tags`)
    .optional(),
})

export const stateEventSchema = z.object({
  type: z.literal('state'),
  at,
  /** 1 mechanical change, 2 adjustment, 3 production (turning). */
  state: z.number().int().min(1).max(3),
})

export const orderStartEventSchema = z.object({
  type: z.literal('order_start'),
  at,
  idOnMachine: z.number().int().min(0).max(2_147_483_647),
  /** Epoch seconds at which the machine inserted the order. */
  insertTimestamp: z.number().int().min(0).max(99_999_999_999),
  reference: z.string().trim().min(1).max(100),
  jobReference: z.string().trim().min(1).max(100),
  customer: name,
  operators: z.array(z.string().trim().min(1).max(100)).max(10).default([]),
  targetMeter: meters,
  /** 1-11: LDPE, HDPE, PP, PAPER, ALUMINIUM, BOPP, OPP, PP CAST, PET, PVC, POLYAMIDA. */
  materialId: z.number().int().min(1).max(11),
  /** mm */
  width: z.number().positive().max(10_000),
  format: z.number().positive().max(10_000).nullish(),
  numColor: z.number().int().min(0).max(16).nullish(),
  /**
   * The genius-board order this run starts (GET /ingest/v1/prepared-orders): it must be one sent to
   * this machine; it moves to started, and to finished with the order.
   */
  preparedOrderId: z.number().int().positive().max(2_147_483_647).optional(),
})

/**
 * What the order consumed, per consumable type of the machine (and per ink group for ink, type 2),
 * in the type's unit; priced on arrival by the price periods in force during the run (job costing,
 * ADR 020). Optional: a gateway that does not measure consumptions leaves the order without costs.
 */
export const orderConsumptionInputSchema = z.object({
  consumableTypeId: z.number().int().min(1).max(1000),
  groupId: z.number().int().min(0).max(2_147_483_647).default(0),
  consumption: z.number().min(0).max(1e9),
})

export const orderFinishEventSchema = z.object({
  type: z.literal('order_finish'),
  at,
  consumptions: z.array(orderConsumptionInputSchema).max(64).optional(),
})

export const operatorChangeEventSchema = z.object({
  type: z.literal('operator_change'),
  at,
  operator: z.string().trim().min(1).max(100),
})

export const rollStartEventSchema = z.object({
  type: z.literal('roll_start'),
  at,
  number: z.number().int().min(1).max(1_000_000),
})

export const rollFinishEventSchema = z.object({
  type: z.literal('roll_finish'),
  at,
  number: z.number().int().min(1).max(1_000_000),
  /** The roll's own meters as the machine counted them; when absent, the sampled meters stand. */
  cleanMeter: meters.optional(),
  wasteMeter: meters.optional(),
})

export const inactivityStartEventSchema = z.object({
  type: z.literal('inactivity_start'),
  at,
  /** Defaults to the machine's current state. */
  state: z.number().int().min(1).max(3).optional(),
  /** 1 process, 2 machine */
  category: z.union([z.literal(1), z.literal(2)]),
  description: name,
  /**
   * The stop's code in the reason catalogue (src/contract/stop-reasons.ts, ADR 034): screens and
   * documents name the stop by it in the reader's language; without it they show `description`.
   */
  reasonCode: stopReasonCodeSchema.optional(),
})

export const inactivityEndEventSchema = z.object({ type: z.literal('inactivity_end'), at })

export const powerOffStartEventSchema = z.object({
  type: z.literal('poweroff_start'),
  at,
  description: z.string().trim().max(200).optional(),
})

export const powerOffEndEventSchema = z.object({ type: z.literal('poweroff_end'), at })

export const heartbeatEventSchema = z.object({ type: z.literal('heartbeat'), at })

export const ingestEventSchema = z.discriminatedUnion('type', [
  sampleEventSchema,
  stateEventSchema,
  orderStartEventSchema,
  orderFinishEventSchema,
  operatorChangeEventSchema,
  rollStartEventSchema,
  rollFinishEventSchema,
  inactivityStartEventSchema,
  inactivityEndEventSchema,
  powerOffStartEventSchema,
  powerOffEndEventSchema,
  heartbeatEventSchema,
])
export type IngestEvent = z.infer<typeof ingestEventSchema>
/** What a sender writes (defaults still optional). */
export type IngestEventInput = z.input<typeof ingestEventSchema>

export const MAX_EVENTS_PER_BATCH = 500

export const ingestBatchSchema = z.object({
  /** The machine's serial number or hash code. */
  machine: z.string().trim().min(1).max(100),
  events: z.array(ingestEventSchema).min(1).max(MAX_EVENTS_PER_BATCH),
})
export type IngestBatch = z.infer<typeof ingestBatchSchema>
export type IngestBatchInput = z.input<typeof ingestBatchSchema>

export const ingestOrderRefSchema = z.object({
  idOnMachine: z.number().int(),
  insertTimestamp: z.number().int(),
  reference: z.string(),
})

export const ingestResultSchema = z.object({
  machine: z.object({ hashCode: z.string(), serialNumber: z.string() }),
  accepted: z.number().int(),
  lastTransactionAt: z.string().nullable(),
  state: z.number().int(),
  speed: z.number(),
  totalMeter: z.number(),
  currentOrder: ingestOrderRefSchema.nullable(),
  inactivityOpen: z.boolean(),
  powerOffOpen: z.boolean(),
})
export type IngestResult = z.infer<typeof ingestResultSchema>

/** GET /api/ingest/v1/machines: where each machine of the key's company stands, so a gateway can resume. */
export const ingestMachineSnapshotSchema = z.object({
  serialNumber: z.string(),
  hashCode: z.string(),
  name: z.string(),
  line: z.string(),
  maxSpeed: z.number(),
  maxNumDeck: z.number().int(),
  lastTransactionAt: z.string().nullable(),
  state: z.number().int(),
  speed: z.number(),
  counters: z.object({ total: z.number(), clean: z.number(), waste: z.number() }).nullable(),
  lastIdOnMachine: z.number().int().nullable(),
  order: z
    .object({
      idOnMachine: z.number().int(),
      insertTimestamp: z.number().int(),
      reference: z.string(),
      targetMeter: z.number(),
      cleanMeter: z.number(),
      wasteMeter: z.number(),
      dateStart: z.string(),
      stateSince: z.string().nullable(),
      /** The highest roll number of the order so far (0 without rolls). */
      lastRollNumber: z.number().int(),
    })
    .nullable(),
  roll: z.object({ number: z.number().int(), cleanMeter: z.number(), wasteMeter: z.number() }).nullable(),
  inactivity: z
    .object({
      state: z.number().int(),
      category: z.number().int(),
      description: z.string(),
      reasonCode: z.string().nullable(),
      dateStart: z.string(),
    })
    .nullable(),
  powerOff: z.object({ dateStart: z.string(), description: z.string().nullable() }).nullable(),
  operator: z.string().nullable(),
  /** What the machine reports consumptions of: its consumable types, and the plant's ink groups. */
  consumables: z.object({ typeIds: z.array(z.number().int()), inkGroupIds: z.array(z.number().int()) }),
})
export type IngestMachineSnapshot = z.infer<typeof ingestMachineSnapshotSchema>
export const ingestMachineListSchema = z.object({ machines: z.array(ingestMachineSnapshotSchema) })
