/**
 * Translation check (`npm test` runs it): every message of the code must have a translation in all
 * six catalogs, en_EN included (an empty msgstr counts as missing).
 *
 * By default the messages are extracted afresh into a temporary copy of locales/ (lingui extract
 * with the project's config pointed at the copy), so the check sees the code as it is now without
 * touching the committed catalogs. It fails when a message has no translation, when the
 * committed catalogs lack messages the code uses (fix: `npm run i18n:extract`, then translate),
 * and when two catalogs of one language translate the same message (same text, same context)
 * differently: loaded together, one would show the other's words.
 *
 *   node scripts/check-catalogs.mjs              extract to a temporary copy, then check
 *   node scripts/check-catalogs.mjs --no-extract check the committed catalogs as they are
 *
 * Exit code 0 when complete, 1 otherwise.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'

const root = path.resolve(import.meta.dirname, '..')

function unescapePo(text) {
  return text.replace(/\\(["\\ntr])/g, (_, c) => ({ n: '\n', t: '\t', r: '\r' })[c] ?? c)
}

/**
 * Parses a .po file into its entries: { id, context, translation, obsolete, references }.
 * Handles multi-line strings, msgctxt and obsolete (#~) entries; skips the header.
 */
export function parsePo(text) {
  const entries = []
  const blocks = text.replace(/\r\n/g, '\n').split(/\n\s*\n/)
  for (const block of blocks) {
    const entry = { id: null, context: null, translation: null, obsolete: false, references: [] }
    let field = null
    for (const rawLine of block.split('\n')) {
      let line = rawLine.trim()
      if (!line) continue
      if (line.startsWith('#~')) {
        entry.obsolete = true
        line = line.slice(2).trim()
      } else if (line.startsWith('#:')) {
        entry.references.push(...line.slice(2).trim().split(/\s+/))
        continue
      } else if (line.startsWith('#')) {
        continue
      }
      const keyword = /^(msgctxt|msgid|msgstr)\s+"(.*)"$/.exec(line)
      if (keyword) {
        field = keyword[1]
        const value = unescapePo(keyword[2])
        if (field === 'msgctxt') entry.context = value
        else if (field === 'msgid') entry.id = value
        else entry.translation = value
        continue
      }
      const continuation = /^"(.*)"$/.exec(line)
      if (continuation && field) {
        const value = unescapePo(continuation[1])
        if (field === 'msgctxt') entry.context += value
        else if (field === 'msgid') entry.id += value
        else entry.translation += value
      }
    }
    if (entry.id === null || (entry.id === '' && entry.context === null)) continue
    entries.push(entry)
  }
  return entries
}

const keyOf = (entry) => (entry.context === null ? entry.id : `${entry.context}\u0004${entry.id}`)

/** The active (non-obsolete) entries of a catalog file; none when it does not exist. */
export function readCatalog(file) {
  if (!existsSync(file)) return []
  return parsePo(readFileSync(file, 'utf8')).filter((e) => !e.obsolete)
}

/** Entries with no translation (missing or blank msgstr). */
export function untranslated(entries) {
  return entries.filter((e) => e.translation === null || e.translation.trim() === '')
}

/** ICU argument names of a compiled message ({reference}, {count, plural, ...} and those nested in it). */
function argumentNames(tokens, names = new Set()) {
  for (const token of tokens) {
    if (!Array.isArray(token) || token[0] === '#') continue
    names.add(token[0])
    const choices = token[2]
    if (choices && typeof choices === 'object') {
      for (const branch of Object.values(choices)) if (Array.isArray(branch)) argumentNames(branch, names)
    }
  }
  return names
}

/** The argument names of an ICU message, sorted; null when the message is not valid ICU. */
export function placeholders(text) {
  try {
    return [...argumentNames(compileMessageOrThrow(text))].sort()
  } catch {
    return null
  }
}

/**
 * Translated entries that would break at runtime: invalid ICU, or placeholders different from the
 * source's (a lost {machine}, a translated argument name).
 */
export function placeholderMismatches(entries) {
  return entries.filter((e) => {
    if (!e.translation) return false
    const expected = placeholders(e.id)
    const actual = placeholders(e.translation)
    return actual === null || expected?.join(',') !== actual.join(',')
  })
}

/**
 * Messages that two catalogs of one language translate differently (issue 44). The app merges
 * every area catalog a route has loaded into one table keyed by the message's id (its text and
 * context), so the last catalog loaded decides for all: the bell's "Open" read "Abiertas", the
 * maintenance area's state, once that area had loaded. Two meanings need a context each; one
 * meaning needs one translation. `catalogs` is [{ name, entries }] of one language; each conflict
 * names the message and every catalog's translation of it.
 */
export function conflictingTranslations(catalogs) {
  const byKey = new Map()
  for (const { name, entries } of catalogs) {
    for (const e of entries) {
      if (e.obsolete || !e.translation) continue
      const list = byKey.get(keyOf(e)) ?? []
      list.push({ catalog: name, translation: e.translation, entry: e })
      byKey.set(keyOf(e), list)
    }
  }
  return [...byKey.values()]
    .filter((list) => new Set(list.map((x) => x.translation)).size > 1)
    .map((list) => ({
      entry: list[0].entry,
      translations: list.map(({ catalog, translation }) => ({ catalog, translation })),
    }))
}

async function loadConfig() {
  const { getConfig } = await import('@lingui/conf')
  return getConfig({ cwd: root, configPath: path.join(root, 'lingui.config.ts') })
}

/** The catalog file of a locale, from a catalog path pattern like /x/locales/{locale}/messages. */
function catalogFile(pattern, locale) {
  return `${pattern.replace('{locale}', locale)}.po`
}

/** Runs lingui extract with the project's config, catalogs redirected into `dir` (a copy of locales/). */
function extractInto(config, dir) {
  const catalogs = config.catalogs.map((c) => ({
    ...c,
    path: path.join(dir, path.relative(path.join(root, 'locales'), c.path)),
  }))
  const tempConfig = path.join(dir, 'lingui.config.mjs')
  const { sourceLocale, locales, fallbackLocales, orderBy } = config
  const plain = { rootDir: root, sourceLocale, locales, fallbackLocales, orderBy, format: 'po', catalogs }
  writeFileSync(tempConfig, `export default ${JSON.stringify(plain, null, 2)}\n`)
  const cli = path.join(root, 'node_modules', '@lingui', 'cli', 'dist', 'lingui.js')
  const result = spawnSync(process.execPath, [cli, 'extract', '--clean', '--config', tempConfig], {
    cwd: root,
    encoding: 'utf8',
  })
  // lingui extract reports a file it cannot parse and carries on (exit 0) with empty catalogs.
  const unprocessed = /Cannot process file/.test(`${result.stdout}${result.stderr}`)
  if (result.status !== 0 || unprocessed) {
    process.stderr.write(result.stdout ?? '')
    process.stderr.write(result.stderr ?? '')
    throw new Error(
      `lingui extract failed (exit ${result.status}${unprocessed ? ', files it could not process' : ''})`,
    )
  }
  return catalogs
}

function label(entry) {
  const text = entry.id.length > 70 ? `${entry.id.slice(0, 67)}...` : entry.id
  const where = entry.references[0] ? `  (${entry.references[0]})` : ''
  return `${JSON.stringify(text)}${where}`
}

async function main() {
  const extract = !process.argv.includes('--no-extract')
  const config = await loadConfig()
  const committed = config.catalogs
  let checked = committed
  let temp = null
  if (extract) {
    temp = mkdtempSync(path.join(os.tmpdir(), 'catalog-check-'))
    if (existsSync(path.join(root, 'locales'))) cpSync(path.join(root, 'locales'), temp, { recursive: true })
    checked = extractInto(config, temp)
  }

  let problems = 0
  /** Untranslated messages, each listed once with the locales that lack it. */
  const missingByKey = new Map()
  try {
    for (const [i, catalog] of checked.entries()) {
      for (const locale of config.locales) {
        const entries = readCatalog(catalogFile(catalog.path, locale))
        const missing = untranslated(entries)
        const inCommitted = new Set(readCatalog(catalogFile(committed[i].path, locale)).map(keyOf))
        const notExtracted = extract ? entries.filter((e) => !inCommitted.has(keyOf(e))) : []
        const stale = notExtracted.length ? `, ${notExtracted.length} not yet in the committed catalog` : ''
        console.log(`${locale}: ${entries.length} messages, ${missing.length} without translation${stale}`)
        for (const e of placeholderMismatches(entries)) {
          console.log(
            `  ${locale}: invalid or different placeholders in ${label(e)}: ${JSON.stringify(e.translation)}`,
          )
          problems += 1
        }
        for (const e of missing) {
          const item = missingByKey.get(keyOf(e)) ?? { entry: e, locales: [] }
          item.locales.push(locale)
          missingByKey.set(keyOf(e), item)
        }
        problems += missing.length + notExtracted.length
      }
    }
    // One language's catalogs are one table at runtime: a message translated two ways is a bug.
    for (const locale of config.locales) {
      const catalogs = checked.map((catalog) => ({
        name: path.basename(catalog.path),
        entries: readCatalog(catalogFile(catalog.path, locale)),
      }))
      for (const { entry, translations } of conflictingTranslations(catalogs)) {
        const ways = translations.map((x) => `${x.catalog}: ${JSON.stringify(x.translation)}`).join(', ')
        console.log(
          `  ${locale}: ${label(entry)} is translated two ways (${ways}): give each meaning a context, or one translation`,
        )
        problems += 1
      }
    }
  } finally {
    if (temp) rmSync(temp, { recursive: true, force: true })
  }

  if (missingByKey.size) {
    console.log(`\n${missingByKey.size} messages without translation:`)
    for (const { entry, locales } of missingByKey.values())
      console.log(`  ${label(entry)} [${locales.join(' ')}]`)
  }
  if (problems) {
    console.log(
      '\nCatalogs are incomplete. Run `npm run i18n:extract` and translate every message in locales/*/*.po.',
    )
    process.exit(1)
  }
  console.log('\nAll catalogs are complete.')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
