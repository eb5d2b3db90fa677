import { describe, expect, it } from 'vitest'
import type { MaintenanceEventChange } from '@/contract/maintenance'
import type { Procedure, StepAnswer, StepAnswerValue } from '@/contract/maintenance-procedures'
import type { PendingChange, PendingWork } from './pending-changes'
import { procedureStatus, shownProcedure } from './procedure-answers'

const procedure: Procedure = {
  steps: [
    { id: 's1', kind: 'check', title: 'Light curtain stops the press', required: true },
    { id: 's2', kind: 'reading', title: 'Blade wear', required: true, unit: 'mm', min: 0.5, max: 2 },
    { id: 's3', kind: 'text', title: 'Remarks', required: false },
    { id: 's4', kind: 'signoff', title: 'Signed off', required: true },
  ],
}

const server = (stepId: string, value: StepAnswerValue, outOfLimits = false): StepAnswer => ({
  stepId,
  value,
  answeredBy: 'Ana',
  answeredAt: '2026-11-24T08:00:00Z',
  outOfLimits,
})

let ids = 0
const pending = (
  stepId: string,
  value: StepAnswerValue,
  extra: Partial<PendingChange> = {},
): PendingChange => {
  const change: MaintenanceEventChange = {
    version: 3,
    deviceAt: '2026-11-24T09:00:00Z',
    action: { kind: 'answer', stepId, value },
  }
  return { commandId: `c${++ids}`, change, status: 'waiting', ...extra }
}
const work = (...changes: PendingChange[]): PendingWork => ({
  changes,
  photos: 0,
  commandIds: changes.map((c) => c.commandId),
})

describe("a procedure's answers as this device shows them", () => {
  it("lays the answers not sent yet over the server's, the latest per step, marked waiting", () => {
    const shown = shownProcedure(
      procedure,
      [server('s1', { kind: 'check', result: 'pass' })],
      work(
        pending('s1', { kind: 'check', result: 'na' }),
        pending('s2', { kind: 'reading', value: 1 }),
        pending('s1', { kind: 'check', result: 'fail' }),
      ),
      'Tech',
    )
    expect(shown.answers.get('s1')).toMatchObject({
      value: { kind: 'check', result: 'fail' },
      status: 'waiting',
      answeredBy: 'Tech',
      answeredAt: '2026-11-24T09:00:00Z',
      outOfLimits: true,
    })
    expect(shown.answers.get('s2')).toMatchObject({ status: 'waiting', outOfLimits: false })
    expect(shown.answers.has('s3')).toBe(false)
  })

  it("keeps the server's answers as sent when nothing waits, and ignores steps not in the procedure", () => {
    const shown = shownProcedure(
      procedure,
      [server('s2', { kind: 'reading', value: 3 }, true), server('zz', { kind: 'text', text: 'x' })],
      work(pending('zz', { kind: 'text', text: 'y' })),
      'Tech',
    )
    expect([...shown.answers.keys()]).toEqual(['s2'])
    expect(shown.answers.get('s2')).toMatchObject({ status: 'sent', outOfLimits: true })
  })

  it('a refused sign-off leaves the step unsigned and says why; a new waiting one replaces the refusal', () => {
    const refused = pending(
      's4',
      { kind: 'signoff', password: 'wrong' },
      {
        status: 'rejected',
        code: 'SIGNOFF_REFUSED',
      },
    )
    const first = shownProcedure(procedure, [], work(refused), 'Tech')
    expect(first.answers.has('s4')).toBe(false)
    expect(first.refused.get('s4')).toMatchObject({ status: 'rejected', code: 'SIGNOFF_REFUSED' })
    const again = shownProcedure(
      procedure,
      [],
      work(refused, pending('s4', { kind: 'signoff', signature: 'data:image/png;base64,AA==' })),
      'Tech',
    )
    expect(again.refused.has('s4')).toBe(false)
    expect(again.answers.get('s4')?.status).toBe('waiting')
  })

  it("an answer in conflict shows the server's answer and keeps the device's for the choice", () => {
    const conflict = pending('s3', { kind: 'text', text: 'mine' }, { status: 'conflict' })
    const shown = shownProcedure(
      procedure,
      [server('s3', { kind: 'text', text: 'theirs' })],
      work(conflict),
      'T',
    )
    expect(shown.answers.get('s3')?.value).toEqual({ kind: 'text', text: 'theirs' })
    expect(shown.refused.get('s3')).toMatchObject({
      status: 'conflict',
      value: { kind: 'text', text: 'mine' },
      server: { value: { kind: 'text', text: 'theirs' } },
    })
  })

  it('a photo waiting for its upload names the upload', () => {
    const shown = shownProcedure(
      { steps: [{ id: 'p', kind: 'photo', title: 'Photo', required: true }] },
      [],
      work(pending('p', { kind: 'photo', imageId: 0 }, { photoCommandId: 'up1' })),
      'T',
    )
    expect(shown.answers.get('p')).toMatchObject({ photoCommandId: 'up1', status: 'waiting' })
  })

  it('shows nothing without a procedure', () => {
    const shown = shownProcedure(null, [server('s1', { kind: 'check', result: 'pass' })], undefined, 'T')
    expect(shown.answers.size).toBe(0)
    expect(procedureStatus(null, shown)).toEqual({ missing: [], outOfLimits: [], waiting: 0 })
  })
})

describe('what "Mark done" waits for and the out-of-limits mark', () => {
  it("counts the required steps left over the server's answers and the waiting ones", () => {
    const none = procedureStatus(procedure, shownProcedure(procedure, [], undefined, 'T'))
    expect(none.missing.map((s) => s.id)).toEqual(['s1', 's2', 's4'])
    const some = procedureStatus(
      procedure,
      shownProcedure(
        procedure,
        [server('s1', { kind: 'check', result: 'pass' })],
        work(pending('s2', { kind: 'reading', value: 1 })),
        'T',
      ),
    )
    expect(some.missing.map((s) => s.id)).toEqual(['s4'])
    expect(some.waiting).toBe(1)
  })

  it('a refused answer does not count as given', () => {
    const status = procedureStatus(
      procedure,
      shownProcedure(
        procedure,
        [],
        work(
          pending('s4', { kind: 'signoff', password: 'x' }, { status: 'rejected', code: 'SIGNOFF_REFUSED' }),
        ),
        'T',
      ),
    )
    expect(status.missing.map((s) => s.id)).toContain('s4')
  })

  it('marks a failed check and a reading out of its range, from the device before the server says so', () => {
    const status = procedureStatus(
      procedure,
      shownProcedure(
        procedure,
        [],
        work(
          pending('s1', { kind: 'check', result: 'fail' }),
          pending('s2', { kind: 'reading', value: 2.5 }),
          pending('s3', { kind: 'text', text: 'ok' }),
        ),
        'T',
      ),
    )
    expect(status.outOfLimits.map((s) => s.id)).toEqual(['s1', 's2'])
  })

  it('a reading corrected back into range clears the mark', () => {
    const status = procedureStatus(
      procedure,
      shownProcedure(
        procedure,
        [server('s2', { kind: 'reading', value: 2.5 }, true)],
        work(pending('s2', { kind: 'reading', value: 1.5 })),
        'T',
      ),
    )
    expect(status.outOfLimits).toEqual([])
  })
})
