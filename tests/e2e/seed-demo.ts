/**
 * Seeds the e2e suite's demo DATA_DIR ahead of the suite: `npm test` runs it beside the builds
 * (scripts/test.mjs), where a core is idle, and hands the folder to the suite as
 * E2E_PRESEEDED_DIR. Usage: tsx tests/e2e/seed-demo.ts <folder>
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { seedDataDir } from './support/server'

const target = process.argv[2]
if (!target) throw new Error('usage: tsx tests/e2e/seed-demo.ts <folder>')
if (existsSync(target)) throw new Error(`${target} exists: the seed goes into a new folder`)
const started = Date.now()
// The seeding server serves no page: any folder will do as its static root (the builds may still
// be under way beside it).
await seedDataDir(path.resolve(target), { staticDir: import.meta.dirname })
console.log(`[e2e] demo DATA_DIR seeded in ${Date.now() - started} ms at ${target}`)
