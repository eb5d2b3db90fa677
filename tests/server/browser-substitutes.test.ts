import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

type Module = Record<string, (...args: unknown[]) => () => unknown>
// Plain JavaScript modules the bundler resolves in place of zod's (no declarations of their own).
const substitute = (file: string): Promise<Module> => import(`../../build/substitutes/${file}`)
const stub = await substitute('zod-json-schema-processors.js')
const stubGenerator = await substitute('zod-to-json-schema.js')

import * as real from '../../node_modules/zod/v4/core/json-schema-processors.js'
import * as realGenerator from '../../node_modules/zod/v4/core/to-json-schema.js'

/** The browser build's substitutes (build/browser-substitutes.ts) against the installed libraries. */
describe('browser substitutes', () => {
  it("offer every name zod's JSON Schema modules export, so a zod upgrade that adds one fails here", () => {
    expect(Object.keys(stub).sort()).toEqual(Object.keys(real).sort())
    for (const name of ['createStandardJSONSchemaMethod', 'createToJSONSchemaMethod']) {
      expect(Object.keys(realGenerator)).toContain(name)
      expect(Object.keys(stubGenerator)).toContain(name)
    }
  })

  it('throw rather than answer wrongly when JSON Schema is asked for in the browser', () => {
    expect(() => stubGenerator.createToJSONSchemaMethod?.()?.()).toThrow(/server/)
    expect(() => stub.aggregateChecks?.()).toThrow(/server/)
  })

  it("stand in for all Mantine's ScrollArea takes from @floating-ui/react: useMergeRefs alone", () => {
    const source = readFileSync('node_modules/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs', 'utf8')
    const imports = [...source.matchAll(/import \{([^}]*)\} from "@floating-ui\/react";/g)].map((m) =>
      m[1]?.trim(),
    )
    expect(imports).toEqual(['useMergeRefs'])
  })
})
