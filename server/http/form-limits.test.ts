import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  PROCEDURE_STEPS_MAX,
  type Procedure,
  procedureSchema,
  STEP_HELP_MAX,
  STEP_OPTION_MAX,
  STEP_OPTIONS_MAX,
  STEP_TITLE_MAX,
} from '../../src/contract/maintenance-procedures'
import { maintenanceTaskInputSchema } from '../../src/contract/maintenance-tasks'
import { fileWorkRequestSchema, WORK_REQUEST_DESCRIPTION_MAX } from '../../src/contract/work-requests'
import { formFieldBytes } from './form-limits'

/** JSON with every character past ASCII and every control character escaped: 6 bytes a unit. */
const escapedJson = (value: unknown) =>
  JSON.stringify(value).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

describe('formFieldBytes', () => {
  it("gives a text field 3 bytes per UTF-16 unit of the contract's length", () => {
    const limits = formFieldBytes(fileWorkRequestSchema)
    expect(limits.get('description')).toBe(WORK_REQUEST_DESCRIPTION_MAX * 3)
    expect(Buffer.byteLength('漢'.repeat(WORK_REQUEST_DESCRIPTION_MAX))).toBe(limits.get('description'))
    expect(limits.get('machineId')).toBeGreaterThanOrEqual(String(2 ** 31 - 1).length)
  })

  it('bounds a JSON field by its longest serialization: a maximal procedure, fully escaped, fits', () => {
    const longest = (n: number) => '\u0001'.repeat(n)
    const procedure: Procedure = {
      steps: Array.from({ length: PROCEDURE_STEPS_MAX }, (_, i) => ({
        id: `s${i}`.padEnd(40, 'x'),
        kind: 'reading' as const,
        title: longest(STEP_TITLE_MAX),
        help: longest(STEP_HELP_MAX),
        required: true,
        unit: longest(20),
        min: -1.2345678901234568e-300,
        max: 1e9,
      })),
    }
    const choice: Procedure = {
      steps: procedure.steps.map((s) => ({
        id: s.id,
        kind: 'choice' as const,
        title: s.title,
        help: s.help,
        required: true,
        options: Array.from({ length: STEP_OPTIONS_MAX }, () => longest(STEP_OPTION_MAX)),
      })),
    }
    const limit = formFieldBytes(maintenanceTaskInputSchema).get('procedure') ?? 0
    for (const p of [procedure, choice]) {
      expect(procedureSchema.safeParse(p).success).toBe(true)
      expect(Buffer.byteLength(escapedJson(p))).toBeLessThanOrEqual(limit)
    }
  })

  it('gives a field without a maximum no finite limit (the reader refuses such a form)', () => {
    const limits = formFieldBytes(z.object({ code: z.string().regex(/^[a-z]+$/), n: z.number() }))
    expect(limits.get('code')).toBe(Number.POSITIVE_INFINITY)
    expect(limits.get('n')).toBe(24)
  })

  it('reads comma-joined ids as the text they arrive as', () => {
    expect(formFieldBytes(maintenanceTaskInputSchema).get('assets')).toBe(2400 * 3)
  })
})
