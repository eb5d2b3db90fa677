/**
 * KPI building blocks as SQL expressions over columns or subqueries, so the plant lists, the
 * order detail, statistics and job costing compute a figure the same way on Postgres 15 and
 * PGlite. Ratios are null (not 0, not an error) when their base is not positive: "no target" or
 * "no time" is not "0 %". Rounding happens in numeric, where halves round away from zero on both
 * engines (float8 rounding would depend on the binary value).
 */
import { type SQL, sql } from 'drizzle-orm'

/** part / whole * 100, or null when whole is not positive. */
export const percentOf = (part: SQL, whole: SQL): SQL =>
  sql`(case when ${whole} > 0 then ${part}::float8 / ${whole} * 100 end)`

/** Availability: active time over active + inactive time, in percent. */
export const availabilityPercent = (activeSeconds: SQL, inactiveSeconds: SQL): SQL =>
  percentOf(activeSeconds, sql`(${activeSeconds} + ${inactiveSeconds})`)

/** Production (quality) ratio: productive (clean) meters over total meters, in percent. */
export const productionPercent = (productiveMeters: SQL, totalMeters: SQL): SQL =>
  percentOf(productiveMeters, totalMeters)

/** Seconds from `start` to `finish`, or to `now` while the period is open. */
export const elapsedSeconds = (start: SQL, finish: SQL, now: Date): SQL =>
  sql`extract(epoch from (coalesce(${finish}, ${now.toISOString()}::timestamptz) - ${start}))`

/** An average speed in m/min with two decimals; 0 when no time passed. */
export const metersPerMinute = (meters: SQL, seconds: SQL): SQL =>
  sql`(case when ${seconds} > 0 then round((${meters} / (${seconds} / 60))::numeric, 2)::float8 else 0 end)`

/** A value rounded to `decimals` as float8 (what the API answers). */
export const rounded = (value: SQL, decimals: number): SQL =>
  sql`round((${value})::numeric, ${sql.raw(String(Math.trunc(decimals)))})::float8`
