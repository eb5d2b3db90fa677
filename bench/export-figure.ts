/**
 * The export figure of bench:api (issue 9): one POST /api/order/historic/export of about `rows`
 * orders, its time and the server process's memory while it streams (VmRSS sampled every 25 ms
 * from /proc; "growth" is the peak over the resident size just before the request).
 */
import { readFileSync } from 'node:fs'

export interface ExportFigure {
  filters: Record<string, unknown>
  rows: number
  bytes: number
  ms: number
  rssBeforeMb: number
  rssPeakMb: number
  rssGrowthMb: number
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round((kb / 1024) * 10) / 10
}

const ddmmyyyy = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`

/** A date range from today back to the nearest day that holds at least `rows` orders. */
async function filtersFor(base: string, token: string, rows: number) {
  const today = new Date()
  const rangeOf = (days: number) => ({
    date_start: ddmmyyyy(new Date(today.getTime() - days * 86_400_000)),
    date_finish: ddmmyyyy(today),
  })
  const totalOf = async (days: number) => {
    const res = await fetch(`${base}/api/order/historic`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...rangeOf(days), limit: 1 }),
    })
    return ((await res.json()) as { total: number }).total
  }
  let high = 7
  while (high < 20_000 && (await totalOf(high)) < rows) high *= 2
  let low = Math.floor(high / 2)
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2)
    if ((await totalOf(mid)) >= rows) high = mid
    else low = mid
  }
  return rangeOf(high)
}

export async function measureExport(
  base: string,
  token: string,
  pid: number,
  rows: number,
): Promise<ExportFigure> {
  const filters = await filtersFor(base, token, rows)
  await new Promise((r) => setTimeout(r, 1000))
  const before = rssMb(pid)
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid))
  }, 25)
  const started = performance.now()
  const res = await fetch(`${base}/api/order/historic/export`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(filters),
  })
  const body = Buffer.from(await res.arrayBuffer())
  const ms = Math.round(performance.now() - started)
  clearInterval(sampler)
  peak = Math.max(peak, rssMb(pid))
  if (!res.ok) throw new Error(`export answered ${res.status}: ${body.toString().slice(0, 300)}`)
  return {
    filters,
    rows: Number(res.headers.get('x-export-rows')),
    bytes: body.length,
    ms,
    rssBeforeMb: before,
    rssPeakMb: peak,
    rssGrowthMb: Math.round((peak - before) * 10) / 10,
  }
}
