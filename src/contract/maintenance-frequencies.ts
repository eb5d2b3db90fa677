/**
 * The frequencies of a maintenance task (spec 002 §9). Apart from maintenance-recurrence.ts, which
 * computes their days, because the list routes' URL parsers need only the names, and those parsers
 * load with the route tree on every page, /login included (tests/e2e/first-load.spec.ts).
 */
export const frequencies = ['daily', 'weekly', 'monthly', 'yearly', 'custom', 'none'] as const
export type Frequency = (typeof frequencies)[number]
