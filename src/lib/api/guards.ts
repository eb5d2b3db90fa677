/**
 * Checks of API answers for the code of the first screens, where the contract's zod schemas
 * cannot go: zod and the contract modules add about 27 KB gzip to the signed-in start (measured:
 * the signed-in chunk went from 28.8 to 55.7 KB gzip), which would take /home to the edge of its
 * 200 KB budget. The guards describe their schemas without zod (lib/api/answer-shape.ts, typed from
 * the schemas and tested against them in answer-guards.test.ts); the server validates every answer
 * against the full schema before sending it. Screens loaded later may parse with the schemas.
 */

/** Throws when an answer does not have the shape its guard checks. */
export function expectShape<T>(value: unknown, guard: (v: unknown) => v is T, what: string): T {
  if (!guard(value)) throw new TypeError(`Unexpected answer for ${what}`)
  return value
}
