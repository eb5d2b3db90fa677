/**
 * Zod compiles object parsers with `new Function` where it may, and probes for that once. Under the
 * app's Content-Security-Policy (no 'unsafe-eval', docs/decisions/024) the probe fails as meant, but
 * the browser still reports it as a violation. Zod reads its configuration from
 * globalThis.__zod_globalConfig, and decides per object schema when the schema is made; zod is not
 * part of the first load (docs/decisions/008), so this is set without importing it, before any chunk
 * that holds zod runs: main.tsx imports this module first.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
scope.__zod_globalConfig ??= {}
scope.__zod_globalConfig.jitless = true

// A module (not a script), so it can be imported for its effect alone.
export {}
