/**
 * The soak of issue 18 (part of `npm run bench:api`, or alone: `npm run bench:soak`): 200 line-side
 * displays polling their status every 10 s, plus the plant simulator ingesting at real speed, for
 * 10 minutes, once on one API instance and once on three, each behind HAProxy on a Postgres server
 * (scripts/cluster/harness.ts). Reported per run: requests, errors (no answer or not 200; the
 * displays do not retry here, HAProxy's own retries aside), p50/p99 latency, the simulator's failed
 * batches, and each instance's resident memory after the warm-up and at the end (a leak shows as
 * growth under a steady load).
 *
 * Options: --minutes N (10), --displays N (200), --every S (10), --instances 1,3.
 * The table goes to stdout and the figures to bench/results/soak-<date>.json.
 */
import { randomUUID } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startPortalCluster } from '../scripts/cluster/harness'
import { percentile } from './report'

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    displays: { type: 'string', default: '200' },
    every: { type: 'string', default: '10' },
    instances: { type: 'string', default: '1,3' },
  },
})
const minutes = Number(args.minutes)
const displays = Number(args.displays)
const everyMs = Number(args.every) * 1000
const WARMUP_MS = 20_000

const b64 = (s: string) => Buffer.from(s).toString('base64')
const rssMb = (pid: number | null) => {
  if (!pid) return null
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}

interface SoakResult {
  instances: number
  displays: number
  everySeconds: number
  minutes: number
  requests: number
  errors: number
  /** What the errors were: an HTTP status or a transport failure, with their counts. */
  failures: Record<string, number>
  p50Ms: number
  p99Ms: number
  maxMs: number
  simulatorFailures: number
  simulatorLines: number
  memoryMb: { instance: string; start: number | null; end: number | null }[]
  /** 1-minute load average at the start and the end: other work on the machine skews p99. */
  loadAverage: { start: number; end: number }
}

async function createDisplayTokens(url: string, count: number): Promise<string[]> {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      user: b64('manager@demo.plant'),
      password: b64('demo1234'),
      token: '',
      redirect: false,
    }),
  })
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`)
  const { token } = (await login.json()) as { token: string }
  const tokens: string[] = []
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${url}/api/displays`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ label: `Soak display ${i + 1}`, machineLineId: null }),
    })
    if (!res.ok) throw new Error(`POST /api/displays: ${res.status} ${await res.text()}`)
    tokens.push(((await res.json()) as { token: string }).token)
  }
  return tokens
}

async function soak(instances: number): Promise<SoakResult> {
  let simulatorLines = 0
  let simulatorFailures = 0
  const cluster = await startPortalCluster({
    instances,
    simulator: { speed: 1 },
    log: (line) => {
      if (!line.startsWith('[simulator]')) return
      simulatorLines++
      if (/failed|error|warn/i.test(line)) simulatorFailures++
    },
  })
  try {
    console.log(`${instances} instance(s) behind ${cluster.url}: creating ${displays} displays...`)
    const tokens = await createDisplayTokens(cluster.url, displays)
    const latencies: number[] = []
    let requests = 0
    let errors = 0
    const failures: Record<string, number> = {}
    let measuring = false
    let memoryStart: (number | null)[] = []
    let loadStart = 0
    const started = Date.now()
    const endAt = started + WARMUP_MS + minutes * 60_000
    const poll = async (token: string) => {
      const t0 = performance.now()
      let ok = false
      let failure = ''
      try {
        const res = await fetch(`${cluster.url}/api/display/status`, {
          headers: { authorization: `Display ${token}` },
          signal: AbortSignal.timeout(10_000),
        })
        await res.arrayBuffer()
        ok = res.status === 200
        if (!ok) failure = `HTTP ${res.status}`
      } catch (err) {
        failure = (err as Error).name === 'TimeoutError' ? 'no answer in 10 s' : (err as Error).message
      }
      if (!measuring) return
      requests++
      if (ok) latencies.push(performance.now() - t0)
      else {
        errors++
        failures[failure] = (failures[failure] ?? 0) + 1
      }
    }
    const display = async (token: string, offset: number) => {
      await new Promise((r) => setTimeout(r, offset))
      while (Date.now() < endAt) {
        const began = Date.now()
        await poll(token)
        await new Promise((r) => setTimeout(r, Math.max(0, everyMs - (Date.now() - began))))
      }
    }
    const warm = setTimeout(() => {
      measuring = true
      memoryStart = cluster.instances.map((i) => rssMb(i.pid()))
      loadStart = os.loadavg()[0]
      console.log(`  warm: measuring for ${minutes} min`)
    }, WARMUP_MS)
    await Promise.all(tokens.map((token, i) => display(token, (i * everyMs) / tokens.length)))
    clearTimeout(warm)
    const memoryEnd = cluster.instances.map((i) => rssMb(i.pid()))
    latencies.sort((a, b) => a - b)
    return {
      instances,
      displays,
      everySeconds: everyMs / 1000,
      minutes,
      requests,
      errors,
      failures,
      p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
      p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
      maxMs: Math.round((latencies.at(-1) ?? 0) * 10) / 10,
      simulatorFailures,
      simulatorLines,
      memoryMb: cluster.instances.map((i, k) => ({
        instance: i.name,
        start: memoryStart[k],
        end: memoryEnd[k],
      })),
      loadAverage: { start: Math.round(loadStart * 100) / 100, end: Math.round(os.loadavg()[0] * 100) / 100 },
    }
  } finally {
    await cluster.stop()
  }
}

const results: SoakResult[] = []
for (const n of String(args.instances).split(',').map(Number)) {
  const result = await soak(n)
  results.push(result)
  console.log(JSON.stringify(result))
}

console.log(
  `\nSoak: ${displays} displays every ${everyMs / 1000} s + the simulator, ${minutes} min measured per run`,
)
console.log(
  '| instances | requests | errors | p50 ms | p99 ms | max ms | simulator failures | memory MB (start -> end) | load avg |',
)
console.log('|---|---|---|---|---|---|---|---|---|')
for (const r of results) {
  const memory = r.memoryMb.map((m) => `${m.instance} ${m.start} -> ${m.end}`).join(', ')
  console.log(
    `| ${r.instances} | ${r.requests} | ${r.errors} | ${r.p50Ms} | ${r.p99Ms} | ${r.maxMs} | ${r.simulatorFailures} | ${memory} | ${r.loadAverage.start} -> ${r.loadAverage.end} |`,
  )
}
const dir = path.resolve(import.meta.dirname, 'results')
mkdirSync(dir, { recursive: true })
const file = path.join(dir, `soak-${new Date().toISOString().slice(0, 10)}.json`)
writeFileSync(
  file,
  JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, results }, null, 2),
)
console.log(`\nfigures written to ${path.relative(process.cwd(), file)}`)
