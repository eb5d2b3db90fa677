/**
 * `npm run check:boundaries`: dependency-cruiser over src/, sw/ and server/ with the rules of
 * .dependency-cruiser.cjs (DESIGN.md "Conventions" 1; docs/decisions/011 and 028). Its swc parser
 * gets TSX support through a module hook (swc-tsx.mjs says why). Exits non-zero when a rule is broken.
 *
 * One rule is checked here rather than in the config: no server service folder may import another
 * that imports it back, through any number of folders ("service-folder-cycle"; route folders alike,
 * "route-folder-cycle"). dependency-cruiser's `circular` works on modules, and a loop between two
 * folders needs no loop between modules; its folder-scope rules see every nested folder as a node of
 * its own, so a loop through a subfolder (services/account/limiter) would go unseen. So the cruise is
 * read as JSON, reported in the usual `err` format, and its modules are folded into one node per
 * service (or route) folder or root file, whose strongly connected components are the loops
 * (folder-cycles.mjs).
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { format } from 'dependency-cruiser'
import { folderCycles, folderLoopRules } from './folder-cycles.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const extra = process.argv.slice(2)
const cruiser = [
  '--import',
  path.join(import.meta.dirname, 'register.mjs'),
  path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
  'src',
  'sw',
  'server',
  '--config',
  '.dependency-cruiser.cjs',
]

// Another report asked for (`-- --output-type dot`): dependency-cruiser's own, untouched.
if (extra.some((arg) => arg === '-T' || arg.startsWith('--output-type'))) {
  const result = spawnSync(process.execPath, [...cruiser, ...extra], { cwd: root, stdio: 'inherit' })
  process.exit(result.status ?? 1)
}

const cruise = spawnSync(process.execPath, [...cruiser, ...extra, '--output-type', 'json'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 512 * 1024 * 1024,
  stdio: ['ignore', 'pipe', 'inherit'],
})
if (cruise.status === null || !cruise.stdout) {
  console.error(`dependency-cruiser did not finish (${cruise.error?.message ?? `exit ${cruise.status}`})`)
  process.exit(1)
}
const result = JSON.parse(cruise.stdout)
const report = await format(result, { outputType: 'err' })
process.stdout.write(report.output)

let cycleCount = 0
for (const { parent, rule } of folderLoopRules) {
  for (const cycle of folderCycles(result.modules, { parent, ignore: /\.test\.ts$/ })) {
    cycleCount += 1
    console.log(`\n  error ${rule}: ${[...cycle.folders, cycle.folders[0]].join(' → ')}`)
    for (const [from, to] of cycle.imports) console.log(`    ${from} → ${to}`)
  }
}
if (cycleCount > 0) {
  console.log(
    `\n✖ ${cycleCount} folder loop(s): move what both sides need one level down (docs/decisions/028).\n`,
  )
}
process.exit(report.exitCode > 0 || cycleCount > 0 ? 1 : 0)
