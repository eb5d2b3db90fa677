import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * index.css carries only the Mantine component styles listed in critical-styles.ts (the rest comes
 * after the first render). This guard walks every @mantine/core export the app imports through
 * Mantine's own module graph and asks that each component stylesheet it reaches is listed, so a
 * screen that starts using a new component is never drawn unstyled first.
 */
const root = path.resolve(import.meta.dirname, '../..')
const core = path.join(root, 'node_modules/@mantine/core')
const esm = path.join(core, 'esm')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : []
  })
}

function importedFromCore(): Set<string> {
  const names = new Set<string>()
  for (const file of sourceFiles(path.join(root, 'src'))) {
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      if (m[1]) continue
      for (const part of m[2].split(',')) {
        const name = part.trim()
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0])
      }
    }
  }
  return names
}

/** Export name -> module file, from esm/index.mjs (`import { X } from "./components/X/X.mjs"`). */
function exportFiles(): Map<string, string> {
  const index = readFileSync(path.join(esm, 'index.mjs'), 'utf8')
  const files = new Map<string, string>()
  for (const m of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
    for (const part of m[1].split(',')) {
      const local = part.trim().split(/\s+as\s+/)
      files.set(local[local.length - 1], path.join(esm, m[2]))
    }
  }
  return files
}

/** Names of the `X.module.mjs` (component stylesheets) reachable from a module. */
function stylesheetsReached(start: string, seen = new Set<string>(), found = new Set<string>()) {
  if (seen.has(start) || !existsSync(start)) return found
  seen.add(start)
  const style = /[\\/]([A-Za-z]+)\.module\.mjs$/.exec(start)
  if (style) found.add(style[1])
  for (const m of readFileSync(start, 'utf8').matchAll(/from\s*"(\.[^"]+)"/g)) {
    stylesheetsReached(path.resolve(path.dirname(start), m[1]), seen, found)
  }
  return found
}

describe('critical Mantine styles', () => {
  it('lists the stylesheet of every Mantine component the app uses', () => {
    const listed = new Set(
      [
        ...readFileSync(path.join(root, 'src/app/critical-styles.ts'), 'utf8').matchAll(
          /'@mantine\/core\/styles\/([A-Za-z-]+)\.layer\.css'/g,
        ),
      ].map((m) => m[1]),
    )
    const files = exportFiles()
    const missing = new Set<string>()
    for (const name of importedFromCore()) {
      const file = files.get(name)
      if (!file) continue
      for (const sheet of stylesheetsReached(file)) {
        // Some module stylesheets live in global.css (no file of their own under styles/).
        if (existsSync(path.join(core, 'styles', `${sheet}.layer.css`)) && !listed.has(sheet)) {
          missing.add(`${sheet} (used by ${name})`)
        }
      }
    }
    expect([...missing].sort()).toEqual([])
    expect(listed.has('baseline') && listed.has('default-css-variables') && listed.has('global')).toBe(true)
  })
})
