/**
 * An open-loop load at a fixed rate: request i is due at start + i / rate, evenly spaced, whatever
 * the server answers, over a pool of at most `connections` keep-alive sockets.
 *
 * Why not autocannon's overallRate: it gives each connection rate / connections and their timers
 * tick together, so 100 req/s over 50 connections arrives as a burst of 50 requests every half
 * second, and a one-query-at-a-time server answers the last of each burst 50 queries late. Users
 * and screens do not synchronise like that.
 *
 * A request's latency is counted from the moment it was due (not when a socket became free), so
 * a server that falls behind shows its whole delay (no coordinated omission).
 */
import http from 'node:http'

export interface OpenLoopOptions {
  url: string
  method: string
  headers: Record<string, string>
  /** The body of request i (i counts from 0). */
  body: (i: number) => string | undefined
  rate: number
  connections: number
  seconds: number
  timeoutMs?: number
}

export interface OpenLoopResult {
  /** Latencies of the answered requests, in ms. */
  times: number[]
  statusCodes: Record<string, number>
  errors: number
  timeouts: number
  non2xx: number
  /** Seconds from the first due time to the last answer. */
  duration: number
}

export async function openLoop(o: OpenLoopOptions): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections })
  const target = new URL(o.url)
  const total = Math.round(o.rate * o.seconds)
  const result: OpenLoopResult = {
    times: [],
    statusCodes: {},
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    duration: 0,
  }
  const pending: Promise<void>[] = []
  const start = performance.now()

  const send = (i: number, due: number) =>
    new Promise<void>((resolve) => {
      const body = o.body(i)
      const req = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method: o.method,
          headers:
            body === undefined ? o.headers : { ...o.headers, 'content-length': Buffer.byteLength(body) },
          timeout: o.timeoutMs ?? 30_000,
        },
        (res) => {
          res.resume()
          res.on('end', () => {
            const status = res.statusCode ?? 0
            result.times.push(performance.now() - due)
            result.statusCodes[status] = (result.statusCodes[status] ?? 0) + 1
            if (status < 200 || status >= 300) result.non2xx++
            resolve()
          })
        },
      )
      let timedOut = false
      req.on('timeout', () => {
        timedOut = true
        result.timeouts++
        req.destroy(new Error('timeout'))
      })
      req.on('error', () => {
        if (!timedOut) result.errors++
        resolve()
      })
      req.end(body)
    })

  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / o.rate
    const wait = due - performance.now()
    if (wait > 1) await new Promise((r) => setTimeout(r, wait))
    pending.push(send(i, due))
  }
  await Promise.all(pending)
  result.duration = (performance.now() - start) / 1000
  agent.destroy()
  return result
}
