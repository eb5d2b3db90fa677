/**
 * The import rules bite (docs/decisions/011, 028, 029): the real .dependency-cruiser.cjs and the folder
 * loop check of scripts/boundaries/check.mjs run over a small tree written to a temporary folder, one
 * wrong import per rule beside imports the rules allow. `npm run check:boundaries` runs the same
 * rules over the real tree, where every one of them is kept.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { cruise, type ICruiseResult } from 'dependency-cruiser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { folderCycles, folderLoopRules } from '../../scripts/boundaries/folder-cycles.mjs'

const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs')

/** Allowed: the layers as DESIGN.md and ADRs 028 and 029 draw them. */
const allowed: Record<string, string> = {
  'server/db/client.ts': "import { nowText } from '../lib/clock'\nexport const db = nowText",
  'server/lib/clock.ts': 'export const nowText = "now"',
  'server/env.ts': "import { nowText } from './lib/clock'\nexport const env = nowText",
  'server/http/errors.ts': 'export const notFound = () => new Error("404")',
  'server/http/principals.ts':
    "import { notFound } from './errors'\nexport interface AuthUser { id: number }\nexport const check = notFound",
  'server/http/route.ts': "import { db } from '../db/client'\nexport const route = db",
  'server/documents/pdf.ts': [
    "import type { db } from '../db/client'",
    "import { nowText } from '../lib/clock'",
    'export const pdf = (d: typeof db) => [d, nowText]',
  ].join('\n'),
  'server/http/send-file.ts': "import { pdf } from '../documents/pdf'\nexport const send = pdf",
  'server/services/orders/report.ts': "import { pdf } from '../../documents/pdf'\nexport const report = pdf",
  'server/services/orders/read.ts': [
    "import { db } from '../../db/client'",
    "import { notFound } from '../../http/errors'",
    "import type { AuthUser } from '../../http/principals'",
    "import { price } from '../prices/price'",
    'export const read = (user: AuthUser) => [db, notFound, price, user]',
  ].join('\n'),
  'server/services/prices/price.ts': "import { env } from '../../env'\nexport const price = env",
  'server/routes/orders/index.ts': [
    "import { route } from '../../http/route'",
    "import { read } from '../../services/orders/read'",
    'export const routes = [route, read]',
  ].join('\n'),
  'server/demo/seed.ts': "import { read } from '../services/orders/read'\nexport const seed = read",
  'server/startup/prepare.ts': "import { seed } from '../demo/seed'\nexport const prepare = seed",
  'server/app.ts': "import { routes } from './routes/orders/index'\nexport const app = routes",
}

/** One wrong import per rule: file -> [its text, the rule that must report it]. */
const wrong: Record<string, [string, string]> = {
  'server/db/reads-service.ts': [
    "import { read } from '../services/orders/read'\nexport const x = read",
    'server-base-imports-above',
  ],
  'server/lib/uses-documents.ts': [
    "import { pdf } from '../documents/pdf'\nexport const x = pdf",
    'server-base-imports-above',
  ],
  'server/documents/uses-service.ts': [
    "import { read } from '../services/orders/read'\nexport const x = read",
    'documents-below-services',
  ],
  'server/documents/uses-http.ts': [
    "import { route } from '../http/route'\nexport const x = route",
    'documents-below-services',
  ],
  'server/documents/knows-env.ts': [
    "import { env } from '../env'\nexport const x = env",
    'documents-below-services',
  ],
  'server/lib/knows-env.ts': [
    "import { env } from '../env'\nexport const x = env",
    'server-base-imports-above',
  ],
  'server/context.ts': [
    "import { read } from './services/orders/read'\nexport const x = read",
    'server-config-imports-above',
  ],
  'server/http/auth.ts': [
    "import type { read } from '../services/orders/read'\nexport type X = typeof read",
    'server-http-imports-domain',
  ],
  'server/services/orders/uses-route.ts': [
    "import { route } from '../../http/route'\nexport const x = route",
    'server-service-imports-http',
  ],
  'server/services/orders/uses-routes.ts': [
    "import { routes } from '../../routes/orders/index'\nexport const x = routes",
    'server-service-imports-route',
  ],
  'server/services/orders/uses-demo.ts': [
    "import { seed } from '../../demo/seed'\nexport const x = seed",
    'server-demo-outside-startup',
  ],
  'server/routes/orders/uses-app.ts': [
    "export const x = () => import('../../app')",
    'server-imports-composition',
  ],
  'src/features/a/uses-b.ts': ["export const x = () => import('../b/b')", 'feature-imports-feature'],
  'src/features/b/b.ts': ['export const b = 1', ''],
}

/** A loop of three service folders, through a subfolder and a type-only import. */
const loop: Record<string, string> = {
  'server/services/jobs/limits/limit.ts': "import { mail } from '../../mail/send'\nexport const limit = mail",
  'server/services/mail/send.ts': "import type { Stock } from '../stock/level'\nexport const mail: Stock = 1",
  'server/services/stock/level.ts':
    "import { jobs } from '../jobs/jobs'\nexport type Stock = number\nexport const x = jobs",
  'server/services/jobs/jobs.ts': 'export const jobs = 1',
}

let dir: string
let result: ICruiseResult

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'boundaries-'))
  const files = {
    ...allowed,
    ...Object.fromEntries(Object.entries(wrong).map(([f, [text]]) => [f, text])),
    ...loop,
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), `${text}\n`)
  }
  // The tree has no tsconfig.json (no `@/` paths to resolve); every other option is the real one.
  const { tsConfig: _, ...options } = config.options
  const cruised = await cruise(['server', 'src'], {
    ...options,
    baseDir: dir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  })
  result = cruised.output as ICruiseResult
})

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('import boundaries', () => {
  it('reports each wrong import by its rule, and nothing the layers allow', () => {
    const reported = result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort()
    const expected = Object.entries(wrong)
      .filter(([, [, rule]]) => rule)
      .map(([file, [text, rule]]) => {
        const target = /'([^']+)'/.exec(text)![1]
        const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target))
        return `${rule}: ${file} -> ${resolved}${resolved.endsWith('.ts') ? '' : '.ts'}`
      })
      .sort()
    expect(reported).toEqual(expected)
  })

  it('reports a loop of service folders through any number of folders, with one import per step', () => {
    const services = folderLoopRules.find((r) => r.rule === 'service-folder-cycle')!
    expect(folderCycles(result.modules, { parent: services.parent, ignore: /\.test\.ts$/ })).toEqual([
      {
        folders: ['server/services/jobs', 'server/services/mail', 'server/services/stock'],
        imports: [
          ['server/services/jobs/limits/limit.ts', 'server/services/mail/send.ts'],
          ['server/services/mail/send.ts', 'server/services/stock/level.ts'],
          ['server/services/stock/level.ts', 'server/services/jobs/jobs.ts'],
        ],
      },
    ])
  })

  it('finds no loop where folders only import downwards', () => {
    const routes = folderLoopRules.find((r) => r.rule === 'route-folder-cycle')!
    expect(folderCycles(result.modules, { parent: routes.parent })).toEqual([])
    const withoutLoop = result.modules.filter((m) => !m.source.startsWith('server/services/stock/'))
    expect(folderCycles(withoutLoop, { parent: 'server/services/' })).toEqual([])
  })
})
