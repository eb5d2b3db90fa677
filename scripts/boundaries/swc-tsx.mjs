/**
 * @swc/core as dependency-cruiser 17 sees it when scripts/boundaries/check.mjs runs it: the same
 * module, except that .tsx files are parsed with TSX enabled. dependency-cruiser's swc parser (the
 * only one that works with TypeScript 7, which has no JavaScript compiler API) always parses as
 * plain TypeScript ("TODO: {tj}sx" in its parse.mjs), so every JSX file would fail to parse.
 */
import { createRequire } from 'node:module'

const swc = createRequire(import.meta.url)('@swc/core')

const forFile = (file, options) => (String(file).endsWith('.tsx') ? { ...options, tsx: true } : options)

export default {
  ...swc,
  version: swc.version,
  parseSync: swc.parseSync,
  parseFileSync: (file, options) => swc.parseFileSync(file, forFile(file, options)),
}
