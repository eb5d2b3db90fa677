/**
 * Bounds of what the database holds, for every schema that reaches it: ids and counts are Postgres
 * `integer` (int4), so a larger number is a 400 naming the field instead of a database error.
 * (Text is checked for NUL bytes and unpaired surrogates by the server's route layer, on every
 * route at once: server/http/safe-input.ts.)
 */
import { z } from 'zod'

export const DB_INT_MAX = 2_147_483_647

/** An id in a JSON body. */
export const dbIdSchema = z.number().int().positive().max(DB_INT_MAX)
/** An id in a path or query string (text on the wire). */
export const dbIdParamSchema = z.coerce.number().int().positive().max(DB_INT_MAX)
/** A count or offset in a JSON body. */
export const dbCountSchema = z.number().int().min(0).max(DB_INT_MAX)
