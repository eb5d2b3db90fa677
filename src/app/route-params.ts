/**
 * Order route parameters (spec 000 §2.1): idOnMachine and insertTimestamp must be whole numbers.
 * Plain TypeScript rather than zod: params.parse runs in the router's first chunk, and zod there
 * would cost the login page about 14 KB gzip of its 150 KB budget. A bad value throws, and the
 * route's error view offers the way back to the historical list.
 */

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

/** A path segment that must be a whole number within the safe integer range. */
export function integerParam(raw: string | undefined, name: string): number {
  if (raw === undefined || !/^-?\d{1,16}$/.test(raw)) throw new RouteParamError(name)
  const value = Number(raw)
  if (!Number.isSafeInteger(value)) throw new RouteParamError(name)
  return value
}

export function parseOrderParams(raw: Record<string, string>): OrderParams {
  if (!raw.machineHashCode) throw new RouteParamError('machineHashCode')
  return {
    machineHashCode: raw.machineHashCode,
    idOnMachine: integerParam(raw.idOnMachine, 'idOnMachine'),
    insertTimestamp: integerParam(raw.insertTimestamp, 'insertTimestamp'),
  }
}

export const stringifyOrderParams = (params: OrderParams) => ({
  machineHashCode: params.machineHashCode,
  idOnMachine: String(params.idOnMachine),
  insertTimestamp: String(params.insertTimestamp),
})

export const parseRollParams = (raw: Record<string, string>) => ({
  number: integerParam(raw.number, 'number'),
})
export const stringifyRollParams = (params: { number: number }) => ({ number: String(params.number) })
