/**
 * The host's speed as Lighthouse measures it: its BenchmarkIndex (Lighthouse's own page function,
 * `computeBenchmarkIndex`, about a second of string and array work in a page), median of three, in
 * the benches' Chromium with V8's defaults. This machine reads anywhere from 1,000 to 2,900, so a
 * figure measured on it (a suite's wall clock, a Lighthouse score) means little without the index
 * of the same hour beside it. `npm test` prints it before its first step (issue 45); bench:web's CPU
 * calibration reads the same helper (issue 46).
 *
 *   npx tsx bench/host-index.ts    prints {"median":…, "runs":[…]} as one JSON line
 */
import { chromium } from '@playwright/test'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { chromiumArgs, chromiumPath } from '../tests/support/chromium'

export interface HostIndex {
  median: number
  runs: number[]
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** Three runs of Lighthouse's BenchmarkIndex in one fresh page, and their median. */
export async function measureHostIndex(runs = 3): Promise<HostIndex> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const page = await browser.newPage()
    // The function's own source, as Lighthouse evaluates it in the page it audits.
    const source = `(${pageFunctions.computeBenchmarkIndex.toString()})()`
    const values: number[] = []
    for (let i = 0; i < runs; i++) values.push(Math.round(Number(await page.evaluate(source))))
    return { median: median(values), runs: values }
  } finally {
    await browser.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureHostIndex()))
}
