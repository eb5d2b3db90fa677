/** The benchmark's figures: one scenario's result, percentiles, and the printed table. */

/** Issue 2: p95 under 50 ms and no errors, at 100 requests/s. */
export const TARGET_P95_MS = 50

export interface ScenarioResult {
  name: string
  method: string
  path: string
  body?: unknown
  /** 1-minute load average when the measured run started. */
  loadAverage: number
  /** The load average was above the number of cores: other work was competing for the CPU. */
  busy: boolean
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
  /** A load of its own (the line-side displays, the PGlite rate steps), else the run's. */
  load?: { connections: number; rate?: number }
  /** A p95 target of its own (20 ms for the displays), else TARGET_P95_MS. */
  targetP95?: number
  /** Closed-loop runs only: autocannon's own histogram. */
  autocannonLatency?: Record<string, number>
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
    'load',
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
      [
        run.mode,
        s.name,
        `${s.loadAverage}${s.busy ? '!' : ''}`,
        s.requests,
        s.rps,
        s.p50,
        s.p95,
        s.p99,
        s.max,
        s.errors,
        s.non2xx,
      ].map(String),
    ),
  )
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
  return [line(header), widths.map((w) => '-'.repeat(w)), ...rows.map(line)]
    .map((l) => l.join('  '))
    .join('\n')
}

interface Run {
  mode: string
  load: { connections: number; rate?: number }
  scenarios: ScenarioResult[]
}

/** What the figures say, in sentences: printed under the table and stored in the JSON. */
export function interpret(runs: Run[], cpus: number): string[] {
  const lines: string[] = []
  for (const run of runs) {
    if (run.load.rate === undefined) {
      const worst = run.scenarios.reduce((a, b) => (b.rps < a.rps ? b : a), run.scenarios[0])
      lines.push(
        `${run.mode}: closed loop with ${run.load.connections} connections, for information: every connection ` +
          `sends its next request as soon as the answer arrives, so p95 ~ ${run.load.connections} / throughput and ` +
          'the row measures the maximum throughput of this machine (the benchmark shares its cores), not a latency ' +
          `users would see. Lowest throughput: ${worst?.name} at ${worst?.rps} req/s.`,
      )
      continue
    }
    const missed = run.scenarios.filter(
      (s) => !(s.p95 < (s.targetP95 ?? TARGET_P95_MS)) || s.errors > 0 || s.non2xx > 0 || s.timeouts > 0,
    )
    const slow = run.scenarios.filter((s) => s.rps < (s.load?.rate ?? run.load.rate!) * 0.95)
    lines.push(
      missed.length === 0
        ? `${run.mode}: every scenario met its target (p95 < ${TARGET_P95_MS} ms, 20 ms for the displays, no errors) at its rate.`
        : `${run.mode}: missed the target in ${missed.map((s) => `"${s.name}" (p95 ${s.p95} ms, ${s.errors} errors, ${s.non2xx} non-2xx)`).join(', ')}.`,
    )
    if (slow.length) {
      lines.push(
        `${run.mode}: below the requested rate in ${slow.map((s) => `"${s.name}" (${s.rps} of ${s.load?.rate ?? run.load.rate})`).join(', ')}: the server fell behind (saturated).`,
      )
    }
  }
  const busy = runs.flatMap((r) =>
    r.scenarios.filter((s) => s.busy).map((s) => `${r.mode}/${s.name} (${s.loadAverage})`),
  )
  if (busy.length) {
    lines.push(
      `The machine was busy with other work (1-min load average above its ${cpus} cores, marked !) when these ` +
        `runs started: ${busy.join(', ')}. Their latencies include waiting for the CPU.`,
    )
  }
  lines.push(
    'Fixed-filter historic rows repeat one search, which the per-plant read cache answers for 2 s (ADR 007); ' +
      '"distinct searches" never hits the cache and shows the cost of the queries themselves.',
  )
  return lines
}
