/**
 * `npm test`: every check the project has, in order, each one's output streamed as it runs:
 * lint + format (Biome), typecheck, import boundaries (dependency-cruiser), translation catalogs,
 * the OpenAPI document as outside tools read it (Spectral's ruleset; Prism's validating proxy over
 * real calls and a client generated from it: scripts/openapi/, ADR 052), the unit and API tests on
 * embedded PGlite, the API tests again on a real Postgres server, one build of the PWA, the
 * Playwright end-to-end suite over it, and the cluster run (three API instances on Postgres behind
 * HAProxy, one killed every 15 s: playwright.cluster.config.ts) over the same build.
 *
 * Steps that leave a core idle run side by side (ADR 030): the six checks together; the two builds
 * and the e2e seed together; and the cluster run, the Postgres API tests and the client's jsdom tests
 * together (the first two use about a third and a half of the machine alone, mostly waiting; both
 * start their own Postgres server on a free port). A step run beside another prints its output as
 * one block when it ends, so the logs never interleave.
 *
 * Every step runs even when an earlier one failed, so one run shows everything that is wrong. Then a
 * summary table, and on the last line the totals "N passed, N failed": the tests counted from the
 * vitest and Playwright JSON reports, plus one per check step (lint, typecheck, boundaries,
 * catalogs, the two OpenAPI checks), plus one failure for a test step that failed without reporting
 * a failed test (a crash or a failed setup).
 * Exit code 1 when any step failed.
 *
 * TEST_POSTGRES=skip skips the Postgres step on a machine without PostgreSQL, TEST_CLUSTER=skip the
 * cluster run on a machine without HAProxy; both are ignored when CI is set, because CI must run
 * everything.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const reports = mkdtempSync(path.join(os.tmpdir(), 'portal-test-reports-'))
const inCi = Boolean(process.env.CI) && process.env.CI !== 'false'
const skipPostgres = process.env.TEST_POSTGRES === 'skip' && !inCi
const skipCluster = process.env.TEST_CLUSTER === 'skip' && !inCi

// A failure's first lines, without colour codes: enough to name the cause in the run's tail.
const firstLines = (text = '') =>
  text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the ANSI colour codes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, 6)
    .join('\n')

/** Reads a vitest JSON report: { numPassedTests, numFailedTests, testResults }. */
function vitestCounts(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'))
  const failures = []
  for (const suite of report.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      if (test.status !== 'failed') continue
      const where = path.relative(root, suite.name)
      failures.push(`${where} > ${test.fullName}\n${firstLines(test.failureMessages?.join('\n'))}`)
    }
    // A file that failed to load has no tests, only its message.
    if (suite.status === 'failed' && !suite.assertionResults?.some((t) => t.status === 'failed')) {
      failures.push(`${path.relative(root, suite.name)}\n${firstLines(suite.message)}`)
    }
  }
  const files = (report.testResults ?? []).map((suite) => ({
    file: path.relative(root, suite.name),
    seconds: ((suite.endTime ?? 0) - (suite.startTime ?? 0)) / 1000,
  }))
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0, failures, files }
}

/** Reads a Playwright JSON report: stats { expected, unexpected, flaky, skipped }, nested suites. */
function playwrightCounts(file) {
  const { stats, suites = [], errors = [] } = JSON.parse(readFileSync(file, 'utf8'))
  const failures = errors.map((e) => firstLines(e.message))
  const perFile = new Map()
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0)
        perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + ms / 1000)
        if (test.status !== 'unexpected') continue
        const error = test.results?.at(-1)?.error?.message
        failures.push(`${spec.file}:${spec.line} > ${spec.title}\n${firstLines(error)}`)
      }
    }
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of suites) walk(suite)
  const files = [...perFile].map(([file, seconds]) => ({ file, seconds }))
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    failures,
    files,
  }
}

const vitestStep = (name, args, reportName, skip = null) => {
  const report = path.join(reports, `${reportName}.json`)
  return {
    name,
    command: [
      bin('vitest'),
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    counts: () => vitestCounts(report),
    skip,
  }
}

const e2eReport = path.join(reports, 'e2e.json')
const clusterReport = path.join(reports, 'cluster.json')
// One build for both browser runs, outside dist/ (a build started by hand mid-run would swap it).
const buildDir = path.join(reports, 'dist')
// Build B of the update test (tests/e2e/offline/update.spec.ts), made beside the first build: a
// vite build keeps about one core busy, so two side by side take little longer than one.
const buildBDir = path.join(reports, 'dist-b')
// The e2e suite's seeded demo DATA_DIR, made beside the two builds for the same reason.
const e2eSeedDir = path.join(reports, 'e2e-seed')
const hasPlaywright = existsSync(path.join(root, 'playwright.config.ts'))
const steps = [
  { name: 'lint + format (biome)', command: [bin('biome'), 'check', '.'] },
  { name: 'typecheck (tsc)', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'import boundaries', command: [process.execPath, 'scripts/boundaries/check.mjs'] },
  {
    name: 'translation catalogs',
    command: [process.execPath, 'scripts/check-catalogs.mjs'],
    skip: existsSync(path.join(root, 'scripts/check-catalogs.mjs')) ? null : 'no scripts/check-catalogs.mjs',
  },
  { name: 'OpenAPI lint (Spectral)', command: [bin('tsx'), 'scripts/openapi/check-lint.ts'] },
  {
    name: 'OpenAPI proxy + client (Prism, openapi-typescript)',
    command: [bin('tsx'), 'scripts/openapi/check-proxy.ts'],
  },
  vitestStep('vitest server (PGlite)', ['--project', 'server'], 'unit-server'),
  vitestStep('vitest client (jsdom)', ['--project', 'client'], 'unit-client'),
  vitestStep(
    'vitest (Postgres server)',
    ['-c', 'vitest.postgres.config.ts'],
    'postgres',
    skipPostgres ? 'TEST_POSTGRES=skip' : null,
  ),
  {
    name: 'build (vite)',
    command: [bin('vite'), 'build', '--outDir', buildDir, '--emptyOutDir'],
    skip: hasPlaywright ? null : 'no playwright.config.ts',
  },
  {
    name: 'build B of the update test (vite)',
    command: [bin('vite'), 'build', '--outDir', buildBDir, '--emptyOutDir'],
    env: { VITE_PROVIDER_NAME: 'Plant Portal build B' },
    skip: hasPlaywright ? null : 'no playwright.config.ts',
  },
  {
    name: 'seed the e2e demo plant',
    command: [bin('tsx'), 'tests/e2e/seed-demo.ts', e2eSeedDir],
    skip: hasPlaywright ? null : 'no playwright.config.ts',
  },
  {
    name: 'e2e (playwright)',
    command: [bin('playwright'), 'test', '--reporter=list,json'],
    env: {
      PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport,
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
      E2E_STATIC_DIR: buildDir,
      E2E_UPDATE_BUILD_B: buildBDir,
      E2E_PRESEEDED_DIR: e2eSeedDir,
    },
    counts: () => playwrightCounts(e2eReport),
    skip: hasPlaywright ? null : 'no playwright.config.ts',
  },
  {
    name: 'cluster (3 instances, HAProxy, Postgres)',
    command: [bin('playwright'), 'test', '-c', 'playwright.cluster.config.ts', '--reporter=list,json'],
    env: {
      PLAYWRIGHT_JSON_OUTPUT_FILE: clusterReport,
      PLAYWRIGHT_JSON_OUTPUT_NAME: clusterReport,
      E2E_STATIC_DIR: buildDir,
    },
    counts: () => playwrightCounts(clusterReport),
    skip: skipCluster ? 'TEST_CLUSTER=skip' : null,
  },
]

/**
 * Runs one command. `buffered`: its output is kept and printed as one block when it ends (a step
 * running beside another), otherwise streamed.
 */
function run(command, env, buffered) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    })
    const chunks = []
    child.stdout?.on('data', (chunk) => chunks.push(chunk))
    child.stderr?.on('data', (chunk) => chunks.push(chunk))
    child.on('error', (err) => {
      console.error(`could not start ${command[0]}: ${err.message}`)
      resolve({ code: 127, output: '' })
    })
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 128 : 1), output: Buffer.concat(chunks).toString() }),
    )
  })
}

const banner = (step) =>
  `\n=== ${step.name}: ${path.basename(step.command[0])} ${step.command.slice(1).join(' ')}\n`

async function runStep(step, buffered) {
  if (step.skip) {
    console.log(`\n=== ${step.name}: skipped (${step.skip})\n`)
    return { step, status: 'skipped', seconds: 0, tests: null }
  }
  if (!buffered) console.log(banner(step))
  const started = Date.now()
  const { code, output } = await run(step.command, step.env, buffered)
  const seconds = (Date.now() - started) / 1000
  if (buffered) process.stdout.write(`${banner(step)}${output}`)
  let tests = null
  if (step.counts) {
    try {
      tests = step.counts()
    } catch {
      tests = null // no report: the runner crashed or its setup failed before writing one
    }
  }
  return { step, status: code === 0 ? 'passed' : 'failed', seconds, tests }
}

/**
 * The steps in order; the steps of one inner list run side by side, the first streamed, the others
 * printed when they end. Results keep the steps' listed order.
 */
const byName = (name) => steps.find((step) => step.name === name)
const schedule = [
  [
    byName('lint + format (biome)'),
    byName('typecheck (tsc)'),
    byName('import boundaries'),
    byName('translation catalogs'),
    byName('OpenAPI lint (Spectral)'),
    byName('OpenAPI proxy + client (Prism, openapi-typescript)'),
  ],
  [byName('vitest server (PGlite)')],
  [byName('build (vite)'), byName('build B of the update test (vite)'), byName('seed the e2e demo plant')],
  [
    byName('vitest (Postgres server)'),
    byName('cluster (3 instances, HAProxy, Postgres)'),
    byName('vitest client (jsdom)'),
  ],
  [byName('e2e (playwright)')],
]
if (schedule.flat().length !== steps.length || schedule.flat().some((step) => !step)) {
  throw new Error('scripts/test.mjs: every step must be in the schedule exactly once')
}
/**
 * The host's speed before the first step (bench/host-index.ts, Lighthouse's BenchmarkIndex, median
 * of three; the helper bench:web's CPU calibration reads): a run on a slow day can then be told from
 * a slower suite (issue 45). A machine without the browser prints why instead.
 */
async function hostLine() {
  const { code, output } = await run([bin('tsx'), 'bench/host-index.ts'], {}, true)
  let measured = null
  try {
    measured = code === 0 ? JSON.parse(output.trim().split('\n').at(-1)) : null
  } catch {
    measured = null
  }
  return measured
    ? `host: BenchmarkIndex ${measured.median} (median of ${measured.runs.join(', ')})`
    : `host: BenchmarkIndex not measured (${firstLines(output).split('\n')[0]})`
}
const host = await hostLine()
console.log(host)

const runStarted = Date.now()
const byStep = new Map()
for (const group of schedule) {
  const done = await Promise.all(group.map((step, i) => runStep(step, i > 0)))
  for (const result of done) byStep.set(result.step, result)
}
const results = steps.map((step) => byStep.get(step))
rmSync(reports, { recursive: true, force: true })

let passed = 0
let failed = 0
const rows = results.map(({ step, status, seconds, tests }) => {
  if (status === 'passed') passed += tests ? tests.passed : 1
  if (status === 'failed') {
    passed += tests?.passed ?? 0
    failed += Math.max(tests?.failed ?? 0, 1)
  }
  const testsCell = tests ? `${tests.passed} passed, ${tests.failed} failed` : step.counts ? '-' : 'check'
  return [step.name, status, status === 'skipped' ? '-' : `${seconds.toFixed(1)} s`, testsCell]
})

// The failed tests again, at the end: a long run's log is often read from its tail only.
const failures = results.flatMap(({ step, tests }) =>
  (tests?.failures ?? []).map((f) => `[${step.name}] ${f}`),
)
if (failures.length) console.log(`\nfailed tests:\n\n${failures.join('\n\n')}`)
const header = ['step', 'result', 'time', 'tests']
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
const line = (cells) =>
  cells
    .map((c, i) => c.padEnd(widths[i]))
    .join('  ')
    .trimEnd()
console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`)
for (const row of rows) console.log(line(row))
// Where the time went: each runner's ten slowest files (vitest: a file's wall time in its worker;
// Playwright: the seconds of its tests added up).
for (const { step, tests } of results) {
  const slowest = [...(tests?.files ?? [])].sort((a, b) => b.seconds - a.seconds).slice(0, 10)
  if (!slowest.length) continue
  console.log(`\nslowest files of ${step.name}:`)
  for (const { file, seconds } of slowest) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${file}`)
}
const skipped = results.filter((r) => r.status === 'skipped').map((r) => r.step.name)
if (skipped.length) console.log(`\nskipped: ${skipped.join(', ')}`)
// Steps overlap, so their times add up to more than the run took.
console.log(`\nwall clock: ${((Date.now() - runStarted) / 1000).toFixed(0)} s; ${host}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(results.some((r) => r.status === 'failed') ? 1 : 0)
