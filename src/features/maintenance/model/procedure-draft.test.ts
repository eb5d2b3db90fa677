import { describe, expect, it } from 'vitest'
import { type Procedure, procedureSchema } from '@/contract/maintenance-procedures'
import {
  addStep,
  copyProcedureSteps,
  type DraftStep,
  draftFromProcedure,
  moveStep,
  procedureField,
  procedureFromDraft,
  removeStep,
  updateStep,
} from './procedure-draft'

/** A draft with one step of each kind, filled in. */
function filled(): DraftStep[] {
  let steps: DraftStep[] = []
  for (const kind of ['check', 'reading', 'choice', 'text', 'photo', 'signoff'] as const) {
    steps = addStep(steps, kind)
  }
  steps = steps.map((s, i) => ({ ...s, title: `Step ${i + 1}` }))
  steps = updateStep(steps, 1, { unit: 'bar', min: 2, max: '5.5', required: true, help: ' Gauge G1 ' })
  steps = updateStep(steps, 2, { options: ['Clean', ' Dirty ', ''] })
  return steps
}

describe('the procedure editor', () => {
  it('produces JSON the contract accepts, a step of each kind', () => {
    const result = procedureFromDraft(filled())
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const field = procedureField(result.procedure, true).procedure as string
    const parsed = procedureSchema.parse(JSON.parse(field))
    expect(parsed.steps.map((s) => [s.id, s.kind, s.required])).toEqual([
      ['s1', 'check', false],
      ['s2', 'reading', true],
      ['s3', 'choice', false],
      ['s4', 'text', false],
      ['s5', 'photo', false],
      ['s6', 'signoff', true],
    ])
    expect(parsed.steps[1]).toEqual({
      id: 's2',
      kind: 'reading',
      title: 'Step 2',
      help: 'Gauge G1',
      required: true,
      unit: 'bar',
      min: 2,
      max: 5.5,
    })
    expect(parsed.steps[2]).toMatchObject({ options: ['Clean', 'Dirty'] })
  })

  it('sends no field when untouched, an empty one to clear, JSON otherwise', () => {
    expect(procedureField(null, false)).toEqual({})
    expect(procedureField(null, true)).toEqual({ procedure: '' })
    expect(procedureFromDraft([])).toEqual({ ok: true, procedure: null })
  })

  it('names the wrong fields by step: a blank title, a missing unit, a max below its min, too few options', () => {
    let steps = filled()
    steps = updateStep(steps, 0, { title: '  ' })
    steps = updateStep(steps, 1, { unit: '', min: 5, max: 1 })
    steps = updateStep(steps, 2, { options: ['Only one', ''] })
    const result = procedureFromDraft(steps)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.problems[0]).toEqual({ title: true })
    expect(result.problems[1]).toMatchObject({ unit: true, max: true })
    expect(result.problems[2]).toEqual({ options: true })
  })

  it('moves steps up and down keeping their ids, and removes them', () => {
    const steps = filled()
    const moved = moveStep(steps, 1, -1)
    expect(moved.map((s) => s.id).slice(0, 2)).toEqual(['s2', 's1'])
    expect(moveStep(steps, 0, -1)).toBe(steps)
    expect(moveStep(steps, 5, 1)).toBe(steps)
    const removed = removeStep(moved, 0)
    expect(removed.map((s) => s.id)).toEqual(['s1', 's3', 's4', 's5', 's6'])
    // A new step does not reuse an id still in use.
    expect(addStep(removed, 'text').at(-1)?.id).toBe('s7')
  })

  it("edits a task's procedure with its steps' ids, so planned work orders' answers still match", () => {
    const draft = draftFromProcedure({
      steps: [
        { id: 'a', kind: 'reading', title: 'Wear', required: true, unit: 'mm', min: null, max: 2 },
        { id: 'b', kind: 'choice', title: 'Tray', required: false, options: ['x', 'y'] },
      ],
    })
    expect(draft[0]).toMatchObject({ id: 'a', min: '', max: 2, unit: 'mm' })
    const result = procedureFromDraft(draft)
    expect(result.ok && result.procedure?.steps.map((s) => s.id)).toEqual(['a', 'b'])
    expect(result.ok && result.procedure?.steps[0]).toMatchObject({ min: null, max: 2 })
  })

  describe("copying another task's steps (the procedure library)", () => {
    const source: Procedure = {
      steps: [
        {
          id: 'guard',
          kind: 'check',
          title: 'Light curtain stops the press',
          required: true,
          help: 'Hand in',
        },
        { id: 'wear', kind: 'reading', title: 'Blade wear', required: true, unit: 'mm', min: 0.5, max: null },
        { id: 'tray', kind: 'choice', title: 'Ink tray', required: false, options: ['Clean', 'Dirty'] },
        { id: 'sign', kind: 'signoff', title: 'Technician sign-off', required: true },
      ],
    }

    it("keeps every step's content and gives it an id of its own, made as the editor makes them", () => {
      const copied = copyProcedureSteps(source)
      expect(copied.map((s) => s.id)).toEqual(['s1', 's2', 's3', 's4'])
      expect(copied.map(({ id: _id, ...rest }) => rest)).toEqual(
        draftFromProcedure(source).map(({ id: _id, ...rest }) => rest),
      )
      // What the form sends: the source's steps, with the new ids.
      const result = procedureFromDraft(copied)
      expect(result.ok && result.procedure).toEqual({
        steps: source.steps.map((step, i) => ({ ...step, id: `s${i + 1}` })),
      })
      // A copy, not the source's arrays: editing the options changes no other task's.
      expect(copied[2].options).not.toBe((source.steps[2] as { options: string[] }).options)
    })

    it('takes no id of the steps it replaces nor of the saved procedure, and none twice', () => {
      const copied = copyProcedureSteps(source, ['s1', 's2', 's3', 's5'])
      expect(copied.map((s) => s.id)).toEqual(['s4', 's6', 's7', 's8'])
      expect(copied.map((s) => s.title)).toEqual(source.steps.map((s) => s.title))
    })
  })
})
