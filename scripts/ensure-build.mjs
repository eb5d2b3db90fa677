// `npm start` serves the built PWA: build it when dist/ is missing or older than the sources,
// so a fresh clone needs nothing but `npm install && npm start`.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const marker = path.join(root, 'dist', 'index.html')
const sources = ['src', 'sw', 'public', 'locales', 'index.html', 'vite.config.ts']

function newest(p) {
  if (!existsSync(p)) return 0
  const s = statSync(p)
  if (!s.isDirectory()) return s.mtimeMs
  return readdirSync(p).reduce((max, name) => Math.max(max, newest(path.join(p, name))), s.mtimeMs)
}

if (!existsSync(path.join(root, 'vite.config.ts'))) process.exit(0)
const built = existsSync(marker) ? statSync(marker).mtimeMs : 0
const changed = Math.max(...sources.map((s) => newest(path.join(root, s))))
if (built < changed) {
  console.log('Building the PWA (dist/ is missing or out of date; a minute or two on a first start)...')
  // Errors only: the full listing is one line per file (about 390), and the warnings left at
  // `warn` (the plugin timings of a slow machine, the future config loader) are for whoever works
  // on the build, not for a first start (issue 44 item 8). `npm run build` still prints it all.
  execSync('npx vite build --logLevel error', {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  })
  console.log('PWA built into dist/.')
}
