import { describe, expect, it } from 'vitest'
import { answerFits, type ProcedureStep, stepAnswerValueSchema } from '@/contract/maintenance-procedures'
import {
  checkAnswer,
  choiceAnswer,
  photoAnswer,
  readingAnswer,
  readingRange,
  signoffAnswer,
  textAnswer,
} from './step-answer'

const reading: Extract<ProcedureStep, { kind: 'reading' }> = {
  id: 's2',
  kind: 'reading',
  title: 'Blade wear',
  required: true,
  unit: 'mm',
  min: 0.5,
  max: 2,
}
const choice: Extract<ProcedureStep, { kind: 'choice' }> = {
  id: 's3',
  kind: 'choice',
  title: 'Ink tray',
  required: false,
  options: ['Clean', 'Dirty'],
}

/** Each kind's answer is one the contract accepts (and fits its step, where a step is given). */
const valid = (value: unknown) => stepAnswerValueSchema.safeParse(value).success

describe("each step kind's input gives the contract's answer", () => {
  it('a check: pass, fail or not applicable', () => {
    for (const result of ['pass', 'fail', 'na'] as const) {
      expect(checkAnswer(result)).toEqual({ kind: 'check', result })
      expect(valid(checkAnswer(result))).toBe(true)
    }
  })

  it('a reading: the number typed; nothing while empty, half typed or beyond any gauge', () => {
    expect(readingAnswer(1.25)).toEqual({ kind: 'reading', value: 1.25 })
    expect(readingAnswer('3')).toEqual({ kind: 'reading', value: 3 })
    expect(readingAnswer(-4)).toEqual({ kind: 'reading', value: -4 })
    expect(readingAnswer('')).toBeNull()
    expect(readingAnswer('-')).toBeNull()
    expect(readingAnswer(2e9)).toBeNull()
    expect(valid(readingAnswer(1.25))).toBe(true)
    expect(answerFits(reading, readingAnswer(1.25)!)).toBe(true)
  })

  it('a reading is flagged out of range as typed, below or above, and not at its limits', () => {
    expect(readingRange(reading, 0.4)).toBe('low')
    expect(readingRange(reading, 2.01)).toBe('high')
    expect(readingRange(reading, 0.5)).toBeNull()
    expect(readingRange(reading, 2)).toBeNull()
    expect(readingRange(reading, '')).toBeNull()
    expect(readingRange({ ...reading, min: null }, -100)).toBeNull()
    expect(readingRange({ ...reading, max: null }, 100)).toBeNull()
  })

  it('a choice: only one of its options', () => {
    expect(choiceAnswer(choice, 'Dirty')).toEqual({ kind: 'choice', option: 'Dirty' })
    expect(choiceAnswer(choice, 'Other')).toBeNull()
    expect(choiceAnswer(choice, null)).toBeNull()
    expect(answerFits(choice, choiceAnswer(choice, 'Clean')!)).toBe(true)
  })

  it('a text: trimmed, nothing when blank', () => {
    expect(textAnswer('  worn edge ')).toEqual({ kind: 'text', text: 'worn edge' })
    expect(textAnswer('   ')).toBeNull()
    expect(valid(textAnswer('x'.repeat(5000)))).toBe(true)
  })

  it("a photo: the photo's id, a placeholder until its upload gives one", () => {
    expect(photoAnswer(12)).toEqual({ kind: 'photo', imageId: 12 })
    expect(photoAnswer()).toEqual({ kind: 'photo', imageId: 0 })
    expect(valid(photoAnswer(12))).toBe(true)
  })

  it('a sign-off: a drawn PNG signature or a password, exactly one', () => {
    const signature = 'data:image/png;base64,iVBORw0KGgo='
    const drawn = signoffAnswer({ signature })
    expect(drawn).toEqual({ kind: 'signoff', signature })
    expect(signoffAnswer({ password: 'secret' })).toEqual({ kind: 'signoff', password: 'secret' })
    expect(signoffAnswer({ password: '' })).toBeNull()
    expect(signoffAnswer({ signature: 'data:image/jpeg;base64,AAAA' })).toBeNull()
    const step: ProcedureStep = { id: 's9', kind: 'signoff', title: 'Sign', required: true }
    expect(valid(drawn) && answerFits(step, drawn!)).toBe(true)
  })
})
