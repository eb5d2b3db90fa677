/**
 * The wire of the genius board (spec 000 §1, §2.1; issue 16): production orders prepared in the
 * portal for one of the user's machines, sent to the machine, picked up by its gateway through the
 * ingestion API, then followed as the machine starts and finishes them. The rules both sides run
 * are in genius-board-rules.ts; this file is only shapes.
 *
 * Paths (all under /api):
 *   GET  /genius-board/catalog              machines with their setup, inks, materials, tools, recipes
 *   GET  /genius-board/orders               the list (machineId, state, q), newest first
 *   GET  /genius-board/orders/{id}          one order
 *   POST /genius-board/orders               prepare one (state prepared)
 *   PUT  /genius-board/orders/{id}          edit a prepared one (version)
 *   POST /genius-board/orders/{id}/send     prepared -> sent (version)
 *   POST /genius-board/orders/{id}/recall   sent -> prepared (version)
 *   POST /genius-board/orders/{id}/cancel   prepared or sent -> cancelled (version)
 *   GET  /ingest/v1/prepared-orders?machine= what waits at a machine (ingest-scoped API key)
 */
import { z } from 'zod'
import { deckModes, preparedOrderStates, toolKinds } from './genius-board-rules'
import { machineLineNameSchema } from './session'
import { recipeRowSchema } from './shared-jobs'
import { dbIdParamSchema, dbIdSchema } from './wire'

export const preparedOrderStateSchema = z.enum(preparedOrderStates)
export const deckModeSchema = z.enum(deckModes)
export const toolKindSchema = z.enum(toolKinds)

const toolCode = z.string().trim().max(40).nullable().default(null)

export const deckInputSchema = z.object({
  position: z.number().int().min(1).max(16),
  inkId: dbIdSchema.nullable().default(null),
  anilox: toolCode,
  plateHolder: toolCode,
  tape: toolCode,
  mode: deckModeSchema.nullable().default(null),
  /** Seconds (DIN 4 cup). */
  viscosity: z.number().min(-1e6).max(1e6).nullable().default(null),
  /** °C. */
  temperature: z.number().min(-1e6).max(1e6).nullable().default(null),
})
export type DeckInput = z.input<typeof deckInputSchema>

/**
 * POST /genius-board/orders and PUT (with version). Width in mm, target in meters (the form converts
 * an imperial user's inches and feet). decks only for 'decks' machines (one per used or configured
 * deck, positions 1..maxNumDeck), sharedJobId only (and required) for 'recipe' machines.
 * Field errors: reference (ORDER_REFERENCE_EXISTS, 409), jobName (forbidden characters),
 * width (outside the machine's material widths), decks.N.field (DeckProblemCode).
 */
export const preparedOrderInputSchema = z.object({
  machineId: dbIdSchema,
  reference: z.string().trim().min(1).max(60),
  jobName: z.string().trim().min(1).max(100),
  customer: z.string().trim().min(1).max(100),
  materialId: z.number().int().min(1).max(11),
  width: z.number().positive().max(10_000),
  targetMeter: z.number().positive().max(10_000_000),
  sharedJobId: dbIdSchema.nullable().default(null),
  decks: z.array(deckInputSchema).max(16).default([]),
})
export type PreparedOrderInput = z.input<typeof preparedOrderInputSchema>

export const preparedOrderUpdateSchema = preparedOrderInputSchema.extend({ version: z.number().int().min(0) })
export type PreparedOrderUpdate = z.input<typeof preparedOrderUpdateSchema>

/** send / recall / cancel bodies: the version the user saw (409 VERSION_CONFLICT with `current` if stale). */
export const preparedOrderVersionSchema = z.object({ version: z.number().int().min(0) })

export const preparedDeckSchema = z.object({
  position: z.number().int(),
  inkId: z.number().int().nullable(),
  inkName: z.string().nullable(),
  inkHex: z.string().nullable(),
  anilox: z.string().nullable(),
  plateHolder: z.string().nullable(),
  tape: z.string().nullable(),
  mode: deckModeSchema.nullable(),
  viscosity: z.number().nullable(),
  temperature: z.number().nullable(),
})
export type PreparedDeck = z.infer<typeof preparedDeckSchema>

/** Where the machine ran it: the order detail's address (/machine-control/{hash}/{id}/{ts}). */
export const productionOrderRefSchema = z.object({
  machineHashCode: z.string(),
  idOnMachine: z.number().int(),
  insertTimestamp: z.number().int(),
})

export const preparedOrderSchema = z.object({
  id: dbIdSchema,
  machineId: dbIdSchema,
  machineName: z.string(),
  reference: z.string(),
  jobName: z.string(),
  customer: z.string(),
  materialId: z.number().int(),
  width: z.number(),
  targetMeter: z.number(),
  sharedJobId: z.number().int().nullable(),
  sharedJobReference: z.string().nullable(),
  decks: z.array(preparedDeckSchema),
  state: preparedOrderStateSchema,
  version: z.number().int(),
  createdBy: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
  startedAt: z.iso.datetime({ offset: true }).nullable(),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
  productionOrder: productionOrderRefSchema.nullable(),
})
export type PreparedOrder = z.infer<typeof preparedOrderSchema>

/** GET /genius-board/orders: filters in the query string. */
export const preparedOrderListQuerySchema = z.object({
  machineId: dbIdParamSchema.optional(),
  state: preparedOrderStateSchema.optional(),
  /** Searches reference, job name and customer (case-insensitive, contains). */
  q: z.string().trim().max(100).optional(),
})
export const preparedOrderListSchema = z.object({
  orders: z.array(preparedOrderSchema),
  /** Orders beyond the 500 newest are left out (narrow the filters). */
  truncated: z.boolean(),
})
export type PreparedOrderList = z.infer<typeof preparedOrderListSchema>

export const boardMachineSchema = z.object({
  id: dbIdSchema,
  name: z.string(),
  line: machineLineNameSchema,
  setup: z.enum(['decks', 'recipe', 'plain']),
  deckCount: z.number().int(),
  /** Material width limits, mm (null when the machine does not say). */
  minWidth: z.number().nullable(),
  maxWidth: z.number().nullable(),
})
export type BoardMachine = z.infer<typeof boardMachineSchema>

export const boardToolSchema = z.object({
  machineId: dbIdSchema,
  kind: toolKindSchema,
  code: z.string(),
  description: z.string(),
})
export type BoardTool = z.infer<typeof boardToolSchema>

/** GET /genius-board/catalog: what the form offers, for the user's machines only. */
export const boardCatalogSchema = z.object({
  machines: z.array(boardMachineSchema),
  inks: z.array(z.object({ id: dbIdSchema, name: z.string(), hex: z.string() })),
  materials: z.array(z.object({ id: z.number().int(), name: z.string() })),
  tools: z.array(boardToolSchema),
  /** The company's shared jobs with their customer, for laminating and coating machines. */
  recipes: z.array(z.object({ id: dbIdSchema, reference: z.string(), customer: z.string() })),
  /** Customers the plant's machines have run orders for (suggestions; any name is accepted). */
  customers: z.array(z.string()),
})
export type BoardCatalog = z.infer<typeof boardCatalogSchema>

/**
 * GET /ingest/v1/prepared-orders: the orders sent to the key's company machines (or one machine:
 * ?machine=serial or hash code), oldest sent first, with what the machine needs to set up.
 * The gateway starts one by sending order_start with its preparedOrderId.
 */
export const ingestPreparedOrderSchema = z.object({
  preparedOrderId: dbIdSchema,
  machine: z.string(),
  reference: z.string(),
  jobName: z.string(),
  customer: z.string(),
  materialId: z.number().int(),
  width: z.number(),
  targetMeter: z.number(),
  sentAt: z.iso.datetime({ offset: true }),
  decks: z.array(preparedDeckSchema),
  /** The shared-job recipe rows for laminating and coating machines; empty otherwise. */
  recipe: z.array(recipeRowSchema),
})
export type IngestPreparedOrder = z.infer<typeof ingestPreparedOrderSchema>
export const ingestPreparedOrderListSchema = z.object({ orders: z.array(ingestPreparedOrderSchema) })
export const ingestPreparedOrderQuerySchema = z.object({
  machine: z.string().trim().min(1).max(100).optional(),
})
