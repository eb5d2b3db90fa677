/**
 * The days the seeded demo plant has data for. Its history ends at DEMO_NOW (20 November 2026)
 * while its running orders go on to the real now, so "the month of the last data" a screen opens
 * on is the real current month: early in a month that holds no stop and no finished order. Tests
 * that read what the demo did set these days in the address instead.
 */
import { DEMO_NOW } from './server'

const demoDay = DEMO_NOW.slice(0, 10)

/** From the 1st of DEMO_NOW's month to DEMO_NOW's day: a month of the demo's work. */
export const demoMonth = { from: `${demoDay.slice(0, 8)}01`, to: demoDay } as const

/** A `from`/`to` pair for a route's search, in the router's JSON-quoted form. */
export const demoMonthSearch = `from=%22${demoMonth.from}%22&to=%22${demoMonth.to}%22`
