import { describe, expect, it } from 'vitest'
import { procedureSchema } from '@/contract/maintenance-procedures'
import {
  addStep,
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
})
