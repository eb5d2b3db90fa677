/**
 * Reading a link's search tolerantly (issue 29 item 4). A shared or hand-edited link can carry
 * anything: a customer's name where ids belong (`?customer="Herbalia"`), letters for a page
 * number, keys of an older version. Every route reads its search through `tolerantSearch`, so
 * a parser that throws never reaches the router's error page (the router turns a throwing
 * validateSearch into a route error), and the shell's notice uses `ignoredSearchKeys` to say
 * that part of the link was not used.
 *
 * The model: a route's parser names every key it knows, `undefined` when absent or unreadable
 * (TanStack Router lays the parsed search over the raw one, so a key left out would keep its raw
 * value). So a key of the link is ignored when it holds a value and no parser of the matched
 * routes gave it one back: either no route knows it or its value could not be read.
 */
export type SearchParser<T> = (raw: Record<string, unknown>) => T

const EMPTY: Record<string, unknown> = {}

/**
 * The parser, made safe for a route's validateSearch: one that throws reads nothing rather than
 * breaking the route, and the keys it does not know are blanked (undefined) like the ones it could
 * not read, so the page's search holds only what was read and the page's next navigation leaves
 * them out of the address. (Blanking assumes no route with a parser sits under another route with
 * one, which would blank its parent's keys: src/app/route-search.test.ts checks that.)
 */
export function tolerantSearch<T extends object>(parse: SearchParser<T>): SearchParser<T> {
  return (raw) => {
    const input = raw && typeof raw === 'object' ? raw : EMPTY
    const read = safely(parse, input)
    const unknown = Object.keys(input).filter((key) => !Object.hasOwn(read, key))
    return { ...Object.fromEntries(unknown.map((key) => [key, undefined])), ...read }
  }
}

function safely<T extends object>(parse: SearchParser<T>, input: Record<string, unknown>): T {
  try {
    return parse(input)
  } catch {
    try {
      return parse(EMPTY)
    } catch {
      return {} as T
    }
  }
}

/** A value someone put in the link: not absent, not blank, not an empty list or object. */
export function holdsValue(value: unknown): boolean {
  if (value === undefined || value === null) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.length > 0
  if (typeof value === 'object') return Object.keys(value).length > 0
  return true
}

/**
 * The keys of `raw` that the parsers of the matched routes (outermost first, as the router runs
 * them) did not read: unknown to them all, or with a value none of them could read. Sorted.
 */
export function ignoredSearchKeys(
  raw: Record<string, unknown>,
  parsers: ReadonlyArray<SearchParser<object> | undefined>,
): string[] {
  const read: Record<string, unknown> = {}
  let input: Record<string, unknown> = { ...raw }
  for (const parse of parsers) {
    if (!parse) continue
    // As the router runs them (a route's parser is already tolerantSearch's), only made safe.
    const parsed = safely(parse, input) as Record<string, unknown>
    Object.assign(read, parsed)
    input = { ...input, ...parsed }
  }
  return Object.keys(raw)
    .filter((key) => holdsValue(raw[key]) && !holdsValue(read[key]))
    .sort()
}
