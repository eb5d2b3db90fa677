/**
 * The import rules of DESIGN.md "Conventions" 1, checked by `npm run check:boundaries` in
 * `npm test` (docs/decisions/011). TypeScript 7 has no JavaScript compiler API, so the sources are
 * read with swc; `@/` resolves to src/ as in tsconfig.json. Dynamic import() counts like any import.
 */
const shared = '^src/(components|lib|offline|contract)/'
/** Tests and their fixtures compose layers like routes do (a catalog test loads the app's i18n). */
const tests = '\\.test\\.tsx?$|/testing/'

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
