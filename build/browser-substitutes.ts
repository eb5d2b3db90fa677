import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const here = (file: string) => fileURLToPath(new URL(`./substitutes/${file}`, import.meta.url))

/** An import of one library module that the browser build answers with a smaller module of ours. */
interface Substitute {
  importer: RegExp
  source: string
  replacement: string
}

/**
 * Imports the browser build answers with smaller modules (issue 30: first screens carried code
 * they never run). Only the importers named here are affected; the server and the tests run the
 * libraries unchanged, and tests/server/browser-substitutes.test.ts holds each substitute against
 * the installed library.
 *
 * - zod's classic API imports its JSON Schema generator for `.toJSONSchema()`, which only the
 *   server calls (the OpenAPI document, ADR 004): 5 KB gzip of the zod chunk nine first screens
 *   load. The stubs keep every name and throw if called; no browser module asks a schema for JSON
 *   Schema or reads its `.minLength`-style getters (lazy: construction and parsing call neither).
 * - Mantine's ScrollArea (inside every Table, SegmentedControl and dropdown) imports `useMergeRefs`
 *   from @floating-ui/react, which brought the whole positioning library (15 KB gzip) to screens
 *   with no dropdown, tooltip or menu open; Mantine's own `useMergedRef` does the same.
 */
const substitutes: Substitute[] = [
  {
    importer: /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/,
    source: '../core/json-schema-processors.js',
    replacement: here('zod-json-schema-processors.js'),
  },
  {
    importer: /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/,
    source: '../core/to-json-schema.js',
    replacement: here('zod-to-json-schema.js'),
  },
  {
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
    source: '@floating-ui/react',
    replacement: here('merge-refs.js'),
  },
]

export function browserSubstitutes(): Plugin {
  return {
    name: 'plant-portal:browser-substitutes',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null
      const hit = substitutes.find((s) => s.source === source && s.importer.test(importer))
      return hit ? hit.replacement : null
    },
  }
}
