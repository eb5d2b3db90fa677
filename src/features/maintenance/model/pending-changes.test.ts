import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import type { MaintenanceEvent, MaintenanceEventChange } from '@/contract/maintenance'
import { actorFromRoles } from '@/contract/maintenance-rules'
import { db } from '@/offline/db'
import { listCommands } from '@/offline/outbox/outbox'
import { pendingWorkByEvent, queueEventChange } from '../api/queue-event-work'
import { workOrder } from '../testing/work-order'
import {
  changeAllowed,
  intendedFields,
  type PendingChange,
  type PendingWork,
  pendingTodayDelta,
  withPendingChanges,
} from './pending-changes'

const today = '2026-11-24'
const event = (patch: Partial<MaintenanceEvent> = {}): MaintenanceEvent =>
  workOrder({ date: today, originalDate: today, version: 4, ...patch })
const operator = actorFromRoles(7, ['ROLE_USER', 'ROLE_MAINTENANCE_ASSISTANCE_OPERATOR'])
const manager = actorFromRoles(2, ['ROLE_USER', 'ROLE_MAINTENANCE_ASSISTANCE_MANAGER'])

let ids = 0
const waiting = (
  action: MaintenanceEventChange['action'],
  status: PendingChange['status'] = 'waiting',
): PendingChange => ({
  commandId: `c${++ids}`,
  change: { version: 4, action },
  status,
})
const work = (...changes: PendingChange[]): PendingWork => ({
  changes,
  photos: 0,
  commandIds: changes.map((c) => c.commandId),
})

describe("the 'today' badge with changes not sent yet", () => {
  it('drops a work order done or moved away today, adds one moved to today, ignores refused ones', () => {
    const doneToday = event({ id: 1 })
    const movedAway = event({ id: 2 })
    const movedHere = event({ id: 3, date: '2026-11-26', originalDate: '2026-11-26' })
    const refused = event({ id: 4 })
    const untouched = event({ id: 5 })
    const pending = new Map<number, PendingWork>([
      [1, work(waiting({ kind: 'complete', durationMinutes: 10 }))],
      [2, work(waiting({ kind: 'postpone', to: '2026-11-25' }))],
      [3, work(waiting({ kind: 'reschedule', to: today }))],
      [4, work(waiting({ kind: 'cancel' }, 'rejected'))],
    ])
    const kept = [doneToday, movedAway, movedHere, refused, untouched]
    expect(pendingTodayDelta(kept, pending, manager, today)).toBe(-1 - 1 + 1)
    // Only the completion: one less. Nothing pending: the server's count stands.
    expect(pendingTodayDelta(kept, new Map([[1, pending.get(1) as PendingWork]]), manager, today)).toBe(-1)
    expect(pendingTodayDelta(kept, new Map(), manager, today)).toBe(0)
    // An operator may not cancel at risk 3: the overlay stops there, the badge does not move.
    expect(
      pendingTodayDelta([untouched], new Map([[5, work(waiting({ kind: 'cancel' }))]]), operator, today),
    ).toBe(0)
  })
})

describe('a work order as the device left it', () => {
  it('shows a completion queued offline as done, with its duration and notes', () => {
    const shown = withPendingChanges(
      event(),
      work(waiting({ kind: 'complete', durationMinutes: 25, notes: ' cells clean ' })),
      operator,
      today,
    )
    expect(shown).toMatchObject({
      state: 2,
      displayState: 2,
      durationMinutes: 25,
      notes: 'cells clean',
      version: 4,
    })
    // A detail says when it was done: on the device, until the server says otherwise.
    const detail = withPendingChanges(
      { ...event(), doneAt: null as string | null },
      {
        changes: [
          {
            commandId: 'x',
            status: 'waiting',
            change: {
              version: 4,
              deviceAt: '2026-11-24T08:00:00.000Z',
              action: { kind: 'complete', durationMinutes: 5 },
            },
          },
        ],
        photos: 0,
        commandIds: ['x'],
      },
      operator,
      today,
    )
    expect(detail.doneAt).toBe('2026-11-24T08:00:00.000Z')
  })

  it('applies queued moves in order under the limits, counting postponements', () => {
    const shown = withPendingChanges(
      event(),
      work(waiting({ kind: 'postpone', to: '2026-11-26' }), waiting({ kind: 'postpone', to: '2026-11-28' })),
      manager,
      today,
    )
    expect(shown).toMatchObject({ state: 5, date: '2026-11-28', postponeCount: 2 })
  })

  it('stops at a change the rules refuse from the state before it: the screen does not pretend', () => {
    // Risk 1 is postponed once at most: the second postponement is refused, so not shown.
    const shown = withPendingChanges(
      event({ risk: 1 }),
      work(waiting({ kind: 'postpone', to: '2026-11-26' }), waiting({ kind: 'postpone', to: '2026-11-27' })),
      manager,
      today,
    )
    expect(shown).toMatchObject({ date: '2026-11-26', postponeCount: 1 })
    // An operator cannot cancel at risk 3: a forced cancel never shows as cancelled.
    expect(withPendingChanges(event(), work(waiting({ kind: 'cancel' })), operator, today).state).toBe(1)
  })

  it('does not apply a change in conflict or refused, nor what waits behind it', () => {
    const shown = withPendingChanges(
      event(),
      work(waiting({ kind: 'complete', durationMinutes: 5 }, 'conflict'), waiting({ kind: 'reopen' })),
      manager,
      today,
    )
    expect(shown).toEqual(event())
  })

  it("says field by field what a change sets, for the conflict view's first column", () => {
    expect(intendedFields({ version: 4, action: { kind: 'postpone', to: '2026-11-30' } })).toEqual({
      state: 5,
      date: '2026-11-30',
      durationMinutes: null,
      notes: null,
      customerJob: null,
    })
    expect(
      intendedFields({ version: 4, action: { kind: 'complete', durationMinutes: 40, notes: ' done ' } }),
    ).toEqual({ state: 2, date: null, durationMinutes: 40, notes: 'done', customerJob: null })
    expect(intendedFields({ version: 4, action: jobAction })).toEqual({
      state: null,
      date: null,
      durationMinutes: null,
      notes: null,
      customerJob: { customer: 'Acme', job: { ...noJob, width: 1200 } },
    })
  })
})

const noJob = { name: null, reference: null, grammage: null, thickness: null, width: null, material: null }
const jobAction: MaintenanceEventChange['action'] = {
  kind: 'job',
  customer: 'Acme',
  job: { ...noJob, width: 1200 },
}

describe('a customer-and-job change not sent yet', () => {
  it('shows on the work order at once, in any state, and moves neither its state nor its day', () => {
    const done = event({ state: 2, displayState: 2 })
    const shown = withPendingChanges(done, work(waiting(jobAction)), operator, today)
    expect(shown).toMatchObject({ customer: 'Acme', job: { ...noJob, width: 1200 }, state: 2, date: today })
    // And a transition after it still applies.
    const then = withPendingChanges(
      event(),
      work(waiting(jobAction), waiting({ kind: 'complete', durationMinutes: 5 })),
      operator,
      today,
    )
    expect(then).toMatchObject({ customer: 'Acme', state: 2 })
  })

  it("stops where the rules refuse it: someone else's work order, a read-only account", () => {
    const theirs = event({ operatorUserId: 99 })
    expect(withPendingChanges(theirs, work(waiting(jobAction)), operator, today).customer).toBeNull()
    const sales = actorFromRoles(3, ['ROLE_USER', 'ROLE_COMMERCIAL', 'ROLE_MAINTENANCE_ASSISTANCE_MANAGER'])
    expect(changeAllowed(sales, event(), jobAction, today, 30)).toEqual({ ok: false, reason: 'READ_ONLY' })
    expect(changeAllowed(manager, theirs, jobAction, today, 30)).toEqual({ ok: true })
    expect(changeAllowed(operator, theirs, jobAction, today, 30)).toEqual({
      ok: false,
      reason: 'NOT_YOUR_WORK_ORDER',
    })
    // A transition is decided whole, as before.
    expect(changeAllowed(operator, event(), { kind: 'cancel' }, today, 30)).toEqual({
      ok: false,
      reason: 'OPERATOR_CANNOT_CANCEL',
    })
  })
})

describe('changes in the outbox', () => {
  beforeEach(async () => {
    await db.outbox.clear()
  })

  it('a second change of one work order is based on the first (the outbox passes the version on)', async () => {
    const first = await queueEventChange({
      userId: 7,
      event: event(),
      work: undefined,
      action: { kind: 'postpone', to: '2026-11-26' },
      summary: 'Clean anilox · Postpone',
    })
    const afterFirst = pendingWorkByEvent(await listCommands(7)).get(1)
    const second = await queueEventChange({
      userId: 7,
      event: event(),
      work: afterFirst,
      action: { kind: 'complete', durationMinutes: 10 },
      summary: 'Clean anilox · Complete',
    })
    expect(first.takesVersionFromPrevious).toBeUndefined()
    expect(second.takesVersionFromPrevious).toBe(true)
    expect(second).toMatchObject({ method: 'PUT', url: 'maintenanceEvent/1', scope: 'maintenanceEvent:1' })
    const value = (second.body as { value: MaintenanceEventChange }).value
    expect(value.version).toBe(4)
    expect(Date.parse(value.deviceAt ?? '')).toBeGreaterThan(0)

    const pending = pendingWorkByEvent(await listCommands(7)).get(1)
    expect(pending?.changes.map((c) => c.change.action.kind)).toEqual(['postpone', 'complete'])
    expect(pending?.commandIds).toEqual([first.id, second.id])
  })

  it("reads a conflict's current work order and a refusal's reason from the stored error", async () => {
    const stale = await queueEventChange({
      userId: 7,
      event: event(),
      work: undefined,
      action: { kind: 'complete', durationMinutes: 10 },
      summary: 's',
    })
    const current = event({ version: 5, state: 2, displayState: 2, durationMinutes: 30 })
    await db.outbox.update(stale.id, {
      status: 'conflict',
      error: { status: 409, code: 'VERSION_CONFLICT', message: 'changed', details: { current } },
    })
    const refused = await queueEventChange({
      userId: 7,
      event: event({ id: 2 }),
      work: undefined,
      action: { kind: 'cancel' },
      summary: 's',
    })
    await db.outbox.update(refused.id, {
      status: 'rejected',
      error: {
        status: 403,
        code: 'MAINTENANCE_RULE',
        message: 'no',
        details: { reason: 'OPERATOR_CANNOT_CANCEL' },
      },
    })
    const byEvent = pendingWorkByEvent(await listCommands(7))
    // The list form of the work order: what the overlay compares, the detail's extras left out.
    expect(byEvent.get(1)?.changes[0]).toMatchObject({
      status: 'conflict',
      current: { id: 1, version: 5, state: 2, displayState: 2, durationMinutes: 30 },
    })
    expect(byEvent.get(2)?.changes[0]).toMatchObject({ status: 'rejected', reason: 'OPERATOR_CANNOT_CANCEL' })
  })
})
