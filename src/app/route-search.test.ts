/**
 * Every route reads any link tolerantly (issue 29 item 4), checked generatively over the whole
 * route tree (src/routeTree.gen.ts, so a new route is covered by itself): malformed and foreign
 * search values (quotes, lists where one value belongs and the reverse, huge and negative numbers,
 * empty strings, unknown keys) go through the router's own matching, which runs each route's
 * validateSearch, without an error, and every route that reads its search ends with a search of
 * its own: each key of the link named (no raw value left under the parsed one), and what was read
 * reads the same again and survives a round trip through the address.
 */
import {
  type AnyRoute,
  createMemoryHistory,
  createRouter,
  defaultParseSearch,
  defaultStringifySearch,
} from '@tanstack/react-router'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { ignoredSearchKeys } from '@/lib/navigation/tolerant-search'

type Search = Record<string, unknown>
type Validate = (raw: Search) => Search

let routes: AnyRoute[] = []
let router: ReturnType<typeof createRouter>

beforeAll(async () => {
  const { routeTree } = await import('@/routeTree.gen')
  router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    // Matching runs no loader: the context is never read.
    context: {} as never,
  })
  routes = Object.values(router.routesById as Record<string, AnyRoute>)
}, 120_000)

/** Path parameters that fit each route, so that the route itself is matched. */
const params: Record<string, string> = {
  machineSN: 'FX-CI-2019-0412',
  order: '12',
  event: '7',
  task: '3',
  asset: '5',
  token: 'abc',
  machineHashCode: 'a1b2',
  idOnMachine: '42',
  insertTimestamp: '1700000000',
  number: '1',
}

function pathOf(route: AnyRoute): string {
  if (route.id === '/$') return '/no-such-page'
  const filled = (route.fullPath as string)
    .replace(/\/\{-\$\w+\}/g, '')
    .replace(/\$(\w+)/g, (_, name: string) => params[name] ?? 'x')
  return filled === '' ? '/' : filled
}

const validatorOf = (route: AnyRoute) => route.options.validateSearch as Validate | undefined

/** The keys a route's search knows: its parser names them all for an empty search. */
const knownKeys = (validate: Validate) => Object.keys(validate({}))

const nasty = fc.constantFrom<unknown>(
  '"Herbalia"',
  'Herbalia',
  "O'Brien",
  '',
  ' ',
  'abc',
  '1e400',
  '-1',
  '0',
  '2.5',
  '99999999999999999999',
  'null',
  'true',
  '[1,"x"]',
  '{"a":1}',
  '2026-02-30',
  '2026-11-24',
  '<script>',
  Number.MAX_SAFE_INTEGER,
  2_147_483_648,
  -5,
  0,
  1.5,
  1e308,
  true,
  null,
  [],
  [''],
  ['1', 'abc'],
  [[1]],
  {},
  { nested: ['x'] },
)

const value = fc.oneof(
  nasty,
  fc.jsonValue({ maxDepth: 2 }),
  fc.integer(),
  fc.array(fc.oneof(fc.integer({ min: -3, max: 300 }), fc.string()), { maxLength: 8 }),
  fc.string(),
)

/** A link's search: the route's own keys and foreign ones, each with any value. */
function searchFor(keys: string[]) {
  const key = fc.oneof(
    keys.length ? fc.constantFrom(...keys) : fc.constant('page'),
    fc.constantFrom('foo', 'utm_source', 'customers', 'Page', 'constructor', 'toString'),
    fc.string({ minLength: 1, maxLength: 8 }),
  )
  return fc.dictionary(key, value, { maxKeys: 8 })
}

/** A search as it reaches a route from an address: written and read back as the router does. */
const throughAddress = (search: Search): Search => defaultParseSearch(defaultStringifySearch(search))

const defined = (search: Search): Search =>
  Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined))

describe('every route reads any link', () => {
  it('finds the routes of the tree, and no route with a search parser sits under another', () => {
    expect(routes.length).toBeGreaterThan(40)
    const parsers = routes.filter((r) => validatorOf(r))
    expect(parsers.length).toBeGreaterThan(10)
    // tolerantSearch blanks the keys its parser does not know: under a parent with a parser of its
    // own, it would blank the parent's keys.
    for (const route of parsers) {
      let parent = route.parentRoute as AnyRoute | undefined
      while (parent) {
        expect(validatorOf(parent), `${route.id} sits under ${parent.id}, which parses too`).toBeUndefined()
        parent = parent.parentRoute as AnyRoute | undefined
      }
    }
  })

  it('matches each route with malformed and foreign search values, without an error', () => {
    for (const route of routes) {
      const path = pathOf(route)
      const validate = validatorOf(route)
      fc.assert(
        fc.property(searchFor(validate ? knownKeys(validate) : []), (raw) => {
          const search = throughAddress(raw)
          const matches = router.matchRoutes(path, search, { throwOnError: true })
          // A pathless layout (/_auth) is matched with its children, which are routes here too.
          if (!route.isRoot && route.path !== undefined)
            expect(
              matches.map((m) => m.routeId),
              path,
            ).toContain(route.id)
          for (const match of matches)
            expect(match.searchError, `${route.id}: ${JSON.stringify(search)}`).toBeUndefined()
        }),
        { numRuns: 60 },
      )
    }
  })

  it('leaves each parsing route a search of its own that reads again the same, through the address too', () => {
    for (const route of routes) {
      const validate = validatorOf(route)
      if (!validate) continue
      const keys = knownKeys(validate)
      expect(keys.length, `${route.id} names its keys`).toBeGreaterThan(0)
      fc.assert(
        fc.property(searchFor(keys), (raw) => {
          const search = throughAddress(raw)
          const read = validate(search)
          const where = `${route.id}: ${JSON.stringify(search)}`
          expect(read, where).toBeTypeOf('object')
          // Every key of the link is named, so the router's merge keeps no raw value.
          for (const key of Object.keys(search))
            expect(Object.hasOwn(read, key), `${where} ${key}`).toBe(true)
          for (const key of keys) expect(Object.hasOwn(read, key), `${where} ${key}`).toBe(true)
          // What was read is read whole again, and as the page writes it to the address.
          const kept = defined(read)
          expect(defined(validate(kept)), where).toEqual(kept)
          expect(defined(validate(throughAddress(kept))), where).toEqual(kept)
          expect(ignoredSearchKeys(kept, [validate]), where).toEqual([])
        }),
        { numRuns: 150 },
      )
    }
  })

  it('reads the worst links of the issue as far as they can be read', () => {
    const historical = validatorOf(router.routesById['/_auth/historical' as never] as AnyRoute) as Validate
    const merged = (raw: Search) => ({ ...raw, ...historical(raw) })
    expect(merged(defaultParseSearch('?customer=%22Herbalia%22')).customer).toBeUndefined()
    expect(merged(defaultParseSearch('?page=abc')).page).toBeUndefined()
    expect(merged(defaultParseSearch('?page=3&machine=[2]')).page).toBe(3)
    expect(
      ignoredSearchKeys(defaultParseSearch('?customer=%22Herbalia%22&machine=2&foo=1'), [historical]),
    ).toEqual(['customer', 'foo'])
  })
})
