/**
 * A plant-local day on the wire, yyyy-MM-dd. Its own module so that the contracts that only need a
 * day (statistics) do not load the maintenance contract's schemas with it: building them cost the
 * statistics screen about 30 ms of a phone's start (issue 30).
 */
import { z } from 'zod'
import { dayNumber } from './maintenance-rules'

export const isoDaySchema = z
  .string()
  .max(10)
  .refine((v) => dayNumber(v) !== null, 'expected a date as yyyy-MM-dd')
