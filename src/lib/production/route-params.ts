/**
 * Order route parameters (spec 000 §2.1): idOnMachine and insertTimestamp must be whole numbers.
 * Plain TypeScript rather than zod: params.parse runs in the router's first chunk, and zod there
 * would cost the login page about 14 KB gzip of its 150 KB budget.
 *
 * A malformed address is an expected user error, not a failure: the routes' params.parse never
 * throws (a throwing parse makes the router render the error boundary, and React logs every error
 * an error boundary catches with console.error). It marks the params `malformed` instead, and the
 * route renders the error view with the way back to the historical list (order-route-error.tsx).
 */

export interface MalformedAddress {
  /** The first parameter that is not valid. */
  param: string
  /** The path segments as written, so that the address is rebuilt unchanged from the params. */
  raw: Record<string, string>
}

/** Params of a route whose address may be malformed. */
export type Checked<T> = T & { malformed?: MalformedAddress }

export interface OrderParams {
  machineHashCode: string
  idOnMachine: number
  insertTimestamp: number
}

export class RouteParamError extends Error {
  constructor(readonly param: string) {
    super(`Invalid route parameter: ${param}`)
    this.name = 'RouteParamError'
  }
}

/** A path segment that must be a whole number within the safe integer range, else NaN. */
function wholeNumber(raw: string | undefined): number {
  if (raw === undefined || !/^-?\d{1,16}$/.test(raw)) return Number.NaN
  const value = Number(raw)
  return Number.isSafeInteger(value) ? value : Number.NaN
}

/** Like wholeNumber, for callers that want an exception. */
export function integerParam(raw: string | undefined, name: string): number {
  const value = wholeNumber(raw)
  if (Number.isNaN(value)) throw new RouteParamError(name)
  return value
}

/** The params as parsed, marked malformed (keeping what an outer route already found) if `bad`. */
function mark<T extends object>(
  params: T,
  bad: string | null,
  raw: Readonly<Record<string, unknown>>,
  keys: string[],
  outer: MalformedAddress | undefined,
): Checked<T> {
  if (!bad && !outer) return params
  const written = Object.fromEntries(keys.map((k) => [k, typeof raw[k] === 'string' ? raw[k] : '']))
  return {
    ...params,
    malformed: { param: outer?.param ?? (bad as string), raw: { ...outer?.raw, ...written } },
  }
}

/** A number segment back to text: as written when it was malformed. */
function segment(value: number, key: string, params: Checked<object>): string {
  return Number.isSafeInteger(value) ? String(value) : (params.malformed?.raw[key] ?? '')
}

/** params.parse of the order routes: never throws (see above). */
export function parseOrderRouteParams(raw: Record<string, string>): Checked<OrderParams> {
  const params = {
    machineHashCode: raw.machineHashCode ?? '',
    idOnMachine: wholeNumber(raw.idOnMachine),
    insertTimestamp: wholeNumber(raw.insertTimestamp),
  }
  const bad = !params.machineHashCode
    ? 'machineHashCode'
    : Number.isNaN(params.idOnMachine)
      ? 'idOnMachine'
      : Number.isNaN(params.insertTimestamp)
        ? 'insertTimestamp'
        : null
  return mark(params, bad, raw, ['machineHashCode', 'idOnMachine', 'insertTimestamp'], undefined)
}

/** The order of an address, or a RouteParamError naming the first bad parameter. */
export function parseOrderParams(raw: Record<string, string>): OrderParams {
  const { malformed, ...params } = parseOrderRouteParams(raw)
  if (malformed) throw new RouteParamError(malformed.param)
  return params
}

export const stringifyOrderParams = (params: Checked<OrderParams>) => ({
  machineHashCode: params.machineHashCode,
  idOnMachine: segment(params.idOnMachine, 'idOnMachine', params),
  insertTimestamp: segment(params.insertTimestamp, 'insertTimestamp', params),
})

/**
 * params.parse of the roll route, below an order route: the params it gets already hold the
 * order's, `malformed` included when the order's part of the address was bad.
 */
export function parseRollRouteParams(raw: {
  number?: string
  malformed?: MalformedAddress
}): Checked<{ number: number }> {
  const number = wholeNumber(raw.number)
  return mark({ number }, Number.isNaN(number) ? 'number' : null, raw, ['number'], raw.malformed)
}

export const parseRollParams = (raw: Record<string, string>) => ({
  number: integerParam(raw.number, 'number'),
})

export const stringifyRollParams = (params: Checked<{ number: number }>) => ({
  number: segment(params.number, 'number', params),
})
