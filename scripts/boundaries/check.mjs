/**
 * `npm run check:boundaries`: dependency-cruiser over src/, sw/ and server/ with the rules of
 * .dependency-cruiser.cjs (DESIGN.md "Conventions" 1; docs/decisions/011). Its swc parser gets TSX
 * support through a module hook (swc-tsx.mjs says why). Exits non-zero when a rule is broken.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const result = spawnSync(
  process.execPath,
  [
    '--import',
    path.join(import.meta.dirname, 'register.mjs'),
    path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
    'src',
    'sw',
    'server',
    '--config',
    '.dependency-cruiser.cjs',
    '--output-type',
    'err',
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
)
process.exit(result.status ?? 1)
