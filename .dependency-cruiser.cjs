/**
 * The import rules of DESIGN.md "Conventions" 1, checked by `npm run check:boundaries` in
 * `npm test` (docs/decisions/011). TypeScript 7 has no JavaScript compiler API, so the sources are
 * read with swc; `@/` resolves to src/ as in tsconfig.json. Dynamic import() counts like any import.
 */
const shared = '^src/(components|lib|offline|contract)/'
/** Tests and their fixtures compose layers like routes do (a catalog test loads the app's i18n). */
const tests = '\\.test\\.tsx?$|/testing/'

/**
 * The server's layers (docs/decisions/028): routes -> services -> the base (db/, lib/, env.ts,
 * context.ts), with http/ beside routes and under them; documents/ (PDFs, workbooks, texts, plant
 * time, Content-Disposition; docs/decisions/029) sits just above db/ and lib/, under services,
 * routes, http and demo; startup/, app.ts and main.ts compose it all, and demo/ (seed content and
 * the simulator) is entered from startup/ only. Service folders form no loop:
 * scripts/boundaries/check.mjs checks that on the folder graph ("service-folder-cycle").
 */
const serverBase = '^server/(db/|lib/|env\\.ts$|context\\.ts$)'
const serverComposition = '^server/(startup/|app\\.ts$|main\\.ts$)'

module.exports = {
  forbidden: [
    {
      name: 'feature-imports-feature',
      comment: 'A feature never imports another feature: what two areas need goes to lib/ or components/.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'shared-imports-feature',
      comment: 'Shared code (components, lib, offline, contract) never imports a feature; routes and app compose them.',
      severity: 'error',
      from: { path: shared, pathNot: tests },
      to: { path: '^src/(features|routes|app)/' },
    },
    {
      name: 'lib-imports-offline',
      comment: 'lib/ is the bottom of the client: offline/ and components/ build on it, not the reverse.',
      severity: 'error',
      from: { path: '^src/lib/', pathNot: tests },
      to: { path: '^src/(offline|components)/' },
    },
    {
      name: 'contract-is-pure',
      comment: 'src/contract is shared with the server: zod and other contract files only (no React, DOM or server).',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { pathNot: ['^src/contract/', '(^|/)node_modules/zod/'] },
    },
    {
      name: 'server-imports-client',
      comment: 'Server code imports only the contract of the client side.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(src|sw)/', pathNot: '^src/contract/' },
    },
    {
      name: 'server-imports-composition',
      comment:
        'startup/, app.ts and main.ts compose the server (routes, http, services, documents, demo); nothing they compose imports them back.',
      severity: 'error',
      from: { path: '^server/(routes|services|http|documents|db|lib)/|^server/(env|context)\\.ts$', pathNot: tests },
      to: { path: serverComposition },
    },
    {
      name: 'server-demo-outside-startup',
      comment:
        'Demo content (seed, demo prices, manuals, maintenance history, simulator) lives in server/demo/ and has one entry: server/startup/ (prepare-database.ts seeds an empty database, run-until-signal.ts starts the simulator). The product code never imports it.',
      severity: 'error',
      from: { path: '^server/', pathNot: ['^server/(demo|startup)/', tests] },
      to: { path: '^server/demo/' },
    },
    {
      name: 'server-service-imports-route',
      comment: 'Routes call services, never the reverse: a service is usable from a job, a worker or a test without HTTP.',
      severity: 'error',
      from: { path: '^server/services/', pathNot: tests },
      to: { path: '^server/routes/' },
    },
    {
      name: 'server-service-imports-http',
      comment:
        'A service knows of HTTP only its errors (http/errors.ts) and who calls (http/principals.ts: AuthUser, DisplayAuth and the checks on them); the request, reply, auth hooks and uploads stay in http/ and routes/.',
      severity: 'error',
      from: { path: '^server/services/', pathNot: tests },
      to: { path: '^server/http/', pathNot: '^server/http/(errors|principals)\\.ts$' },
    },
    {
      name: 'server-http-imports-domain',
      comment:
        'http/ is the plumbing every route shares (route definition, auth, idempotency, files): it builds on db/, lib/ and documents/ (Content-Disposition), never on a route or a service.',
      severity: 'error',
      from: { path: '^server/http/', pathNot: tests },
      to: { path: '^server/(routes|services)/' },
    },
    {
      name: 'server-base-imports-above',
      comment:
        'db/ and lib/ are the bottom of the server: they import nothing of it but each other (not env.ts, context.ts, documents, http, services, routes, demo or startup).',
      severity: 'error',
      from: { path: '^server/(db|lib)/', pathNot: tests },
      to: { path: '^server/', pathNot: '^server/(db|lib)/' },
    },
    {
      name: 'server-config-imports-above',
      comment: 'env.ts and context.ts describe the outside world to every layer: they import only db/ and lib/.',
      severity: 'error',
      from: { path: '^server/(env|context)\\.ts$' },
      to: { path: '^server/', pathNot: serverBase },
    },
    {
      name: 'documents-below-services',
      comment:
        'server/documents (the toolkit for what the server writes for people: PDFs, workbooks, texts, plant time, Content-Disposition) builds on db/, lib/, the contract and packages only; services, routes, http and demo build on it (ADR 029, 028).',
      severity: 'error',
      from: { path: '^server/documents/', pathNot: tests },
      to: { path: '^server/', pathNot: '^server/(documents|db|lib)/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing would hide a broken rule.',
      severity: 'error',
      from: { path: '^(src|server|sw)/' },
      // Vite resolves `?url` of a file a package exports (zxing-wasm's .wasm); enhanced-resolve takes
      // the query for part of the export's name and finds nothing.
      to: { couldNotResolve: true, pathNot: '^zxing-wasm/reader/zxing_reader\\.wasm\\?url$' },
    },
  ],
  options: {
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/|routeTree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
}
