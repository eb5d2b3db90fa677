import { describe, expect, it } from 'vitest'
import { maintenanceEventChangeSchema } from './maintenance'
import {
  answerFits,
  isOutOfLimits,
  missingRequiredSteps,
  outOfLimitSteps,
  type Procedure,
  type ProcedureStep,
  procedureSchema,
  type StepAnswer,
  type StepAnswerValue,
  stepAnswerValueSchema,
} from './maintenance-procedures'
import { maintenanceTaskInputSchema } from './maintenance-tasks'

const check: ProcedureStep = { id: 'c', kind: 'check', title: 'Guard', required: true }
const reading = (min: number | null, max: number | null): ProcedureStep => ({
  id: 'r',
  kind: 'reading',
  title: 'Gap',
  unit: 'mm',
  min,
  max,
  required: true,
})
const choice: ProcedureStep = {
  id: 'ch',
  kind: 'choice',
  title: 'Seal',
  options: ['Good', 'Worn'],
  required: false,
}
const text: ProcedureStep = { id: 't', kind: 'text', title: 'Remarks', required: false }
const photo: ProcedureStep = { id: 'p', kind: 'photo', title: 'Blade', required: false }
const signoff: ProcedureStep = { id: 's', kind: 'signoff', title: 'Signed', required: true }
const procedure: Procedure = { steps: [check, reading(0.1, 0.3), choice, text, photo, signoff] }

const values: Record<ProcedureStep['kind'], StepAnswerValue> = {
  check: { kind: 'check', result: 'pass' },
  reading: { kind: 'reading', value: 0.2 },
  choice: { kind: 'choice', option: 'Good' },
  text: { kind: 'text', text: 'fine' },
  photo: { kind: 'photo', imageId: 3 },
  signoff: { kind: 'signoff', password: 'secret' },
}

const issuePaths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((i) => i.path.join('.'))

describe('procedureSchema', () => {
  it('accepts every step kind', () => {
    expect(procedureSchema.safeParse(procedure).success).toBe(true)
  })

  it('names the field of a bad step', () => {
    expect(issuePaths(procedureSchema.safeParse({ steps: [check, { ...check }] }))).toEqual(['steps.1.id'])
    expect(issuePaths(procedureSchema.safeParse({ steps: [check, reading(5, 1)] }))).toEqual(['steps.1.max'])
    expect(issuePaths(procedureSchema.safeParse({ steps: [{ ...check, title: '  ' }] }))).toEqual([
      'steps.0.title',
    ])
    expect(issuePaths(procedureSchema.safeParse({ steps: [{ ...choice, options: ['One'] }] }))).toEqual([
      'steps.0.options',
    ])
    expect(issuePaths(procedureSchema.safeParse({ steps: [{ ...check, id: 'a b' }] }))).toEqual([
      'steps.0.id',
    ])
    expect(procedureSchema.safeParse({ steps: [] }).success).toBe(false)
  })

  it('takes a reading range open on either side', () => {
    expect(
      procedureSchema.safeParse({ steps: [reading(null, 3), { ...reading(1, null), id: 'r2' }] }).success,
    ).toBe(true)
  })
})

describe('answerFits', () => {
  it('fits an answer of the same kind only', () => {
    for (const step of procedure.steps) {
      for (const value of Object.values(values)) {
        expect(answerFits(step, value), `${step.kind} <- ${value.kind}`).toBe(step.kind === value.kind)
      }
    }
  })

  it('fits a choice among the options only', () => {
    expect(answerFits(choice, { kind: 'choice', option: 'Gone' })).toBe(false)
  })

  it('fits a sign-off confirmed one way exactly', () => {
    expect(answerFits(signoff, { kind: 'signoff', signature: 'data:image/png;base64,AA' })).toBe(true)
    expect(answerFits(signoff, { kind: 'signoff' })).toBe(false)
    expect(
      answerFits(signoff, { kind: 'signoff', signature: 'data:image/png;base64,AA', password: 'x' }),
    ).toBe(false)
  })
})

describe('isOutOfLimits', () => {
  it('flags a failed check, not a pass or n/a', () => {
    expect(isOutOfLimits(check, { kind: 'check', result: 'fail' })).toBe(true)
    expect(isOutOfLimits(check, { kind: 'check', result: 'pass' })).toBe(false)
    expect(isOutOfLimits(check, { kind: 'check', result: 'na' })).toBe(false)
  })

  it('flags a reading outside [min, max], the limits themselves inside', () => {
    const step = reading(0.1, 0.3)
    const at = (value: number) => isOutOfLimits(step, { kind: 'reading', value })
    expect([at(0.09), at(0.1), at(0.2), at(0.3), at(0.31)]).toEqual([true, false, false, false, true])
    expect(isOutOfLimits(reading(null, 1), { kind: 'reading', value: -50 })).toBe(false)
    expect(isOutOfLimits(reading(0, null), { kind: 'reading', value: 1e6 })).toBe(false)
  })

  it('flags no other kind', () => {
    for (const step of [choice, text, photo, signoff])
      expect(isOutOfLimits(step, values[step.kind])).toBe(false)
  })
})

const answered = (stepId: string, outOfLimits = false): StepAnswer => ({
  stepId,
  value: values.check,
  answeredBy: 'Tech',
  answeredAt: '2026-11-20T08:00:00Z',
  outOfLimits,
})

describe('missingRequiredSteps and outOfLimitSteps', () => {
  it('lists the required steps without an answer, in order', () => {
    expect(missingRequiredSteps(procedure, []).map((s) => s.id)).toEqual(['c', 'r', 's'])
    expect(missingRequiredSteps(procedure, [answered('r'), answered('t')]).map((s) => s.id)).toEqual([
      'c',
      's',
    ])
    expect(missingRequiredSteps(null, [])).toEqual([])
  })

  it('lists the steps answered out of limits', () => {
    expect(outOfLimitSteps(procedure, [answered('c', true), answered('r')]).map((s) => s.id)).toEqual(['c'])
    expect(outOfLimitSteps(null, [answered('c', true)])).toEqual([])
  })
})

describe('the wire', () => {
  it("takes an answer change, and names a bad value's field", () => {
    const ok = maintenanceEventChangeSchema.safeParse({
      version: 2,
      action: { kind: 'answer', stepId: 'r', value: { kind: 'reading', value: 0.2 }, notes: 'calliper' },
    })
    expect(ok.success).toBe(true)
    const bad = maintenanceEventChangeSchema.safeParse({
      version: 2,
      action: { kind: 'answer', stepId: 'r', value: { kind: 'reading', value: 'lots' } },
    })
    expect(issuePaths(bad)).toEqual(['action.value.value'])
    expect(
      stepAnswerValueSchema.safeParse({ kind: 'signoff', signature: 'javascript:alert(1)' }).success,
    ).toBe(false)
  })

  it("reads the task form's procedure field: absent keeps, empty clears, bad JSON or a bad step is named", () => {
    const form = {
      name: 'Gap',
      type: 'adjust',
      condition: 'stopped',
      frequency: 'none',
      reason: 'Quality',
      provider: 'Own',
      durationMinutes: '30',
      risk: '3',
      startDate: '2026-11-20',
      machines: '1',
    }
    const parse = (extra: Record<string, string>) =>
      maintenanceTaskInputSchema.safeParse({ ...form, ...extra })
    expect(parse({}).data?.procedure).toBeUndefined()
    expect(parse({ procedure: ' ' }).data?.procedure).toBeNull()
    expect(parse({ procedure: JSON.stringify(procedure) }).data?.procedure).toEqual(procedure)
    expect(issuePaths(parse({ procedure: '{oops' }))).toEqual(['procedure'])
    expect(issuePaths(parse({ procedure: JSON.stringify({ steps: [check, reading(2, 1)] }) }))).toEqual([
      'procedure.steps.1.max',
    ])
  })
})
