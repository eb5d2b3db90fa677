/**
 * The API server compiled once per run into one ES module, for the suites that start many servers
 * (about 60 in the e2e suite, three plus a restart every 15 s in the cluster run). Under `node --import tsx` each start compiles and resolves ~400
 * TypeScript modules through tsx's loader thread: about 4.8 CPU-s to /api/health on this machine,
 * against 3.0 CPU-s for the bundle (ADR 030). Same sources, same esbuild transform tsx uses; the
 * npm packages stay external and load from node_modules as under tsx.
 *
 * The bundle lives outside the source tree, so the three places that find files next to their
 * module (import.meta.dirname / import.meta.url: migrations, machine images, fonts) get the
 * original file's location written in at build time.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin } from 'esbuild'

const repoRoot = path.resolve(import.meta.dirname, '..')

const keepModulePaths: Plugin = {
  name: 'keep-module-paths',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      let contents = await readFile(args.path, 'utf8')
      if (contents.includes('import.meta.dirname') || contents.includes('import.meta.url')) {
        contents = contents
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
      }
      return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' }
    })
  },
}

/**
 * Bundles server/main.ts into `<repo>/node_modules/.cache/<name>/main.mjs` (inside the repository,
 * so its bare imports resolve to node_modules) and returns that path.
 */
export async function bundleServer(name: string): Promise<string> {
  const outfile = path.join(repoRoot, 'node_modules', '.cache', name, 'main.mjs')
  await build({
    entryPoints: [path.join(repoRoot, 'server', 'main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile,
    sourcemap: 'linked',
    tsconfig: path.join(repoRoot, 'tsconfig.json'),
    plugins: [keepModulePaths],
    logLevel: 'warning',
  })
  return outfile
}

/**
 * V8's flags for a test server, which lives from a few seconds to a few minutes: PGlite's
 * WebAssembly stays on V8's baseline compiler (Liftoff) instead of being compiled again by the
 * optimizing one, and JavaScript stops at Maglev. Measured: 2.0 CPU-s to /api/health against 3.0,
 * and about a fifth less server CPU over five e2e specs (ADR 030). Queries run a little slower;
 * no test measures speed.
 */
const TEST_SERVER_V8_FLAGS = ['--liftoff-only', '--max-opt=2']

/**
 * Node's arguments for one server process: the run's bundle when its global setup made one
 * (E2E_SERVER_BUNDLE), else the sources under tsx.
 */
export function serverNodeArgs(): string[] {
  const bundle = process.env.E2E_SERVER_BUNDLE
  return bundle
    ? [...TEST_SERVER_V8_FLAGS, '--enable-source-maps', bundle]
    : ['--import', 'tsx', 'server/main.ts']
}
