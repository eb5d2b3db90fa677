/** The benchmark's figures: one scenario's result, percentiles, and the printed table. */

export interface ScenarioResult {
  name: string
  method: string
  path: string
  body?: unknown
  requests: number
  rps: number
  p50: number
  p95: number
  p99: number
  max: number
  errors: number
  timeouts: number
  non2xx: number
  statusCodes: Record<string, number>
  autocannonLatency: Record<string, number>
}

/** Nearest-rank percentile of ascending values. */
export function percentile(sorted: number[], p: number) {
  if (!sorted.length) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

export function table(runs: { mode: string; scenarios: ScenarioResult[] }[]) {
  const header = [
    'mode',
    'scenario',
    'reqs',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'max ms',
    'errors',
    'non-2xx',
  ]
  const rows = runs.flatMap((run) =>
    run.scenarios.map((s) =>
      [run.mode, s.name, s.requests, s.rps, s.p50, s.p95, s.p99, s.max, s.errors, s.non2xx].map(String),
    ),
  )
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
  return [line(header), widths.map((w) => '-'.repeat(w)), ...rows.map(line)]
    .map((l) => l.join('  '))
    .join('\n')
}
