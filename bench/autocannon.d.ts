// The part of autocannon 9's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  interface Histogram {
    average: number
    mean: number
    min: number
    max: number
    p50: number
    p90: number
    p97_5: number
    p99: number
  }
  interface Options {
    url: string
    method?: string
    headers?: Record<string, string>
    body?: string
    connections?: number
    duration?: number
    overallRate?: number
    timeout?: number
    /** Per-request customisation: setupRequest returns the request to send (a new body, ...). */
    requests?: { setupRequest?: (req: Record<string, unknown>) => Record<string, unknown> }[]
  }
  export interface Result {
    latency: Histogram
    requests: Histogram & { total: number }
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    statusCodeStats: Record<string, { count: number }>
  }
  interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void
  }
  function autocannon(options: Options): Instance
  export default autocannon
}
