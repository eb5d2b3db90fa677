import { describe, expect, it } from 'vitest'
import {
  actionVerdict,
  actionVerdicts,
  checkAction,
  countToday,
  dayNumber,
  displayState,
  type EventFacts,
  EventState,
  type MaintenanceAction,
  type MaintenanceActor,
  type RiskLevel,
  riskGroup,
} from './maintenance-rules'
import { zoneDay } from './wall-clock'

const TODAY = '2026-11-24'
const me = 7
const manager: MaintenanceActor = { userId: me, level: 'manager', readOnly: false }
const operator: MaintenanceActor = { userId: me, level: 'operator', readOnly: false }
const risks: RiskLevel[] = [0, 1, 2, 3, 4, 5]

const event = (over: Partial<EventFacts> = {}): EventFacts => ({
  state: EventState.created,
  risk: 3,
  date: '2026-11-26',
  originalDate: '2026-11-26',
  postponeCount: 0,
  operatorUserId: me,
  ...over,
})

/** Spec 001 §4's table, as written: which of ids 1-3 each level has at each risk. */
const specTable: Record<'manager' | 'operator', Record<RiskLevel, number[]>> = {
  operator: { 0: [], 1: [], 2: [], 3: [2], 4: [2], 5: [1, 2] },
  manager: { 0: [], 1: [1, 2], 2: [1, 2], 3: [1, 2, 3], 4: [1, 2, 3], 5: [1, 2, 3] },
}
const kindOfId = { 1: 'reschedule', 2: 'postpone', 3: 'reopen' } as const

describe('the transition table (spec 001 §4), with §5 where they disagree', () => {
  for (const [level, actor] of [
    ['manager', manager],
    ['operator', operator],
  ] as const) {
    for (const risk of risks) {
      it(`${level} at risk ${risk}`, () => {
        for (const id of [1, 2, 3] as const) {
          const kind = kindOfId[id]
          const facts = kind === 'reopen' ? event({ risk, state: EventState.done }) : event({ risk })
          const allowed = actionVerdict(actor, facts, kind).allowed
          // §5: operators never move safety work (the table already says so).
          expect(allowed, `id ${id}`).toBe(specTable[level][risk].includes(id))
        }
      })
    }
  }

  it('cancel: "always allowed" in §4, but never at risk 1-2 and never by an operator at risk 3-5 (§5)', () => {
    for (const risk of risks) {
      expect(actionVerdict(manager, event({ risk }), 'cancel').allowed, `manager ${risk}`).toBe(
        risk !== 1 && risk !== 2,
      )
      expect(actionVerdict(operator, event({ risk }), 'cancel').allowed, `operator ${risk}`).toBe(risk === 0)
    }
    expect(actionVerdict(manager, event({ risk: 1 }), 'cancel')).toEqual({
      allowed: false,
      reason: 'SAFETY_CANNOT_BE_CANCELLED',
    })
    expect(actionVerdict(operator, event({ risk: 4 }), 'cancel')).toEqual({
      allowed: false,
      reason: 'OPERATOR_CANNOT_CANCEL',
    })
  })
})

// Every actor x risk x state x postponement history x target day, through checkAction.
const actors: MaintenanceActor[] = [
  manager,
  operator,
  { userId: me, level: 'operator', readOnly: true },
  { userId: me, level: 'manager', readOnly: true },
  { userId: me, level: 'none', readOnly: false },
]
const states = [EventState.created, EventState.postponed, EventState.done, EventState.cancelled] as const
const owners = [me, 99, null]
const targets = [
  '2026-11-20',
  TODAY,
  '2026-11-26',
  '2026-11-27',
  '2026-12-03',
  '2026-12-04',
  '2026-12-26',
  '2026-12-27',
  '2026-02-30',
]
const actions: MaintenanceAction[] = [
  { kind: 'complete', durationMinutes: 45 },
  { kind: 'complete', durationMinutes: 0 },
  { kind: 'complete', durationMinutes: null },
  { kind: 'reopen' },
  { kind: 'cancel' },
  ...targets.flatMap((to) => [
    { kind: 'postpone' as const, to },
    { kind: 'reschedule' as const, to },
  ]),
]
const cases: Array<{ actor: MaintenanceActor; facts: EventFacts; action: MaintenanceAction }> = []
for (const actor of actors)
  for (const risk of risks)
    for (const state of states)
      for (const postponeCount of [0, 1, 2])
        for (const operatorUserId of owners)
          for (const action of actions)
            cases.push({ actor, facts: event({ risk, state, postponeCount, operatorUserId }), action })

const results = cases.map((c) => ({ ...c, result: checkAction(c.actor, c.facts, c.action, TODAY) }))
const accepted = results.filter((r) => r.result.ok)
const later = (r: (typeof results)[number]) =>
  'to' in r.action && (dayNumber(r.action.to) ?? 0) > (dayNumber(r.facts.date) ?? 0)

describe(`every case (${cases.length} combinations)`, () => {
  it('covers the space and accepts some of it', () => {
    expect(cases.length).toBeGreaterThan(10_000)
    expect(accepted.length).toBeGreaterThan(100)
  })

  it('a read-only (commercial) user or one without a maintenance level changes nothing', () => {
    for (const r of results.filter((r) => r.actor.readOnly || r.actor.level === 'none')) {
      expect(r.result).toMatchObject({ ok: false })
    }
  })

  it("an operator acts only on work orders that are theirs or nobody's", () => {
    for (const r of accepted.filter((r) => r.actor.level === 'operator')) {
      expect([me, null]).toContain(r.facts.operatorUserId)
    }
  })

  it('nobody cancels safety work; operators cancel only unclassified work', () => {
    for (const r of accepted.filter((r) => r.action.kind === 'cancel')) {
      expect([1, 2]).not.toContain(r.facts.risk)
      if (r.actor.level === 'operator') expect(r.facts.risk).toBe(0)
    }
  })

  it('operators never move safety work; safety work moves later once, by at most a week', () => {
    for (const r of accepted.filter((r) => 'to' in r.action && [1, 2].includes(r.facts.risk))) {
      expect(r.actor.level).toBe('manager')
      if (later(r)) {
        expect(r.facts.postponeCount).toBe(0)
        expect(
          (dayNumber((r.action as { to: string }).to) ?? 0) - (dayNumber(r.facts.originalDate) ?? 0),
        ).toBeLessThanOrEqual(7)
      }
    }
  })

  it('no move to a day before today, to the same day, or to a day that does not exist; within the span', () => {
    for (const r of accepted.filter((r) => 'to' in r.action)) {
      const to = dayNumber((r.action as { to: string }).to)
      expect(to).not.toBeNull()
      expect(to!).toBeGreaterThanOrEqual(dayNumber(TODAY)!)
      expect(to).not.toBe(dayNumber(r.facts.date))
      expect(to! - dayNumber(r.facts.originalDate)!).toBeLessThanOrEqual(30)
    }
  })

  it('done needs a duration; closed work is only reopened; open work is never reopened', () => {
    for (const r of accepted) {
      const open = r.facts.state === EventState.created || r.facts.state === EventState.postponed
      if (r.action.kind === 'complete') expect(r.action.durationMinutes).toBeGreaterThan(0)
      if (r.action.kind === 'reopen') expect(open).toBe(false)
      else expect(open).toBe(true)
    }
  })

  it('answers the next state, date, count and transition id', () => {
    for (const r of accepted) {
      if (!r.result.ok) continue
      const { kind } = r.action
      if (kind === 'complete') expect(r.result).toMatchObject({ state: EventState.done, transitionId: null })
      if (kind === 'cancel') expect(r.result).toMatchObject({ state: EventState.cancelled, transitionId: 4 })
      if (kind === 'reopen') expect(r.result).toMatchObject({ state: EventState.created, transitionId: 3 })
      if ('to' in r.action) {
        expect(r.result).toMatchObject({
          state: EventState.postponed,
          date: r.action.to,
          transitionId: kind === 'postpone' ? 2 : 1,
          postponeCount: r.facts.postponeCount + (later(r) ? 1 : 0),
        })
      }
    }
  })

  it('offers an action (actionVerdicts) whenever it would accept it, and refusals say why', () => {
    for (const r of results) {
      const offered = actionVerdicts(r.actor, r.facts)[r.action.kind]
      if (r.result.ok) expect(offered.allowed).toBe(true)
      if (!offered.allowed) expect(r.result).toEqual({ ok: false, reason: offered.reason })
    }
  })
})

describe('dates, states and risk groups', () => {
  it('reads real days only, leap years included', () => {
    expect(dayNumber('2028-02-29')).toBe(dayNumber('2028-03-01')! - 1)
    expect(dayNumber('2026-02-29')).toBeNull()
    expect(dayNumber('2026-13-01')).toBeNull()
    expect(dayNumber('24/11/2026')).toBeNull()
  })

  it('shows open work before today as outdated (4), closed work as it is', () => {
    expect(displayState({ state: EventState.created, date: '2026-11-23' }, TODAY)).toBe(EventState.outdated)
    expect(displayState({ state: EventState.postponed, date: '2026-11-23' }, TODAY)).toBe(EventState.outdated)
    expect(displayState({ state: EventState.created, date: TODAY }, TODAY)).toBe(EventState.created)
    expect(displayState({ state: EventState.done, date: '2026-01-01' }, TODAY)).toBe(EventState.done)
  })

  it('groups risk as spec 002 §9 does', () => {
    expect(risks.map(riskGroup)).toEqual([
      'unclassified',
      'safety',
      'safety',
      'productivity',
      'productivity',
      'machine-life',
    ])
  })

  it('a safety work order postponed once may still be brought forward by a manager', () => {
    const once = event({ risk: 1, date: '2026-11-30', originalDate: '2026-11-26', postponeCount: 1 })
    expect(checkAction(manager, once, { kind: 'reschedule', to: '2026-11-27' }, TODAY)).toMatchObject({
      ok: true,
      postponeCount: 1,
    })
    expect(checkAction(manager, once, { kind: 'reschedule', to: '2026-12-01' }, TODAY)).toEqual({
      ok: false,
      reason: 'SAFETY_POSTPONED_ONCE',
    })
    expect(checkAction(manager, once, { kind: 'postpone', to: '2026-12-01' }, TODAY)).toEqual({
      ok: false,
      reason: 'SAFETY_POSTPONED_ONCE',
    })
  })

  it('the span is a plant setting', () => {
    const e = event({ risk: 4, originalDate: '2026-11-26', date: '2026-11-26' })
    expect(
      checkAction(manager, e, { kind: 'postpone', to: '2026-12-10' }, TODAY, { maxSpanDays: 10 }),
    ).toEqual({
      ok: false,
      reason: 'SPAN_TOO_LONG',
    })
    expect(
      checkAction(manager, e, { kind: 'postpone', to: '2026-12-06' }, TODAY, { maxSpanDays: 10 }),
    ).toMatchObject({
      ok: true,
    })
  })
})

describe("the plant's day and the today badge", () => {
  it('counts the plant-local day, whatever the device time zone', () => {
    // 23:30 UTC on the 24th is already the 25th in Madrid and still the 24th in Mexico City.
    const instant = new Date('2026-11-24T23:30:00Z')
    expect(zoneDay(instant, 'Europe/Madrid')).toBe('2026-11-25')
    expect(zoneDay(instant, 'America/Mexico_City')).toBe('2026-11-24')
    expect(zoneDay(new Date('2026-03-29T00:30:00Z'), 'Europe/Madrid')).toBe('2026-03-29')
    const events = [
      { state: EventState.created, date: '2026-11-25' },
      { state: EventState.postponed, date: '2026-11-25' },
      { state: EventState.done, date: '2026-11-25' },
      { state: EventState.created, date: '2026-11-24' },
    ]
    expect(countToday(events, zoneDay(instant, 'Europe/Madrid'))).toBe(2)
    expect(countToday(events, zoneDay(instant, 'America/Mexico_City'))).toBe(1)
  })
})
