import { describe, expect, it } from 'vitest'
import { parseCalendarSearch } from './calendar-search'
import { parseMaintenanceSearch } from './list-search'
import { parseStopSearch, parseTaskListSearch, taskListParams, taskListSearch } from './task-form-search'

describe('parseStopSearch', () => {
  it('keeps a machine, a description and an ISO start', () => {
    expect(
      parseStopSearch({
        machineId: 4,
        description: 'Web break · Flexo CI 1',
        stopStart: '2026-11-20T07:12:00.000Z',
      }),
    ).toEqual({ machineId: 4, description: 'Web break · Flexo CI 1', stopStart: '2026-11-20T07:12:00.000Z' })
    expect(parseStopSearch({ machineId: '7', stopStart: '2026-11-20T08:12:00+01:00' })).toEqual({
      machineId: 7,
      stopStart: '2026-11-20T08:12:00+01:00',
    })
  })

  it('keeps the machine and the asset of a scanned label', () => {
    expect(parseStopSearch({ machineId: 4, assetId: 12 })).toEqual({ machineId: 4, assetId: 12 })
    expect(parseStopSearch({ assetId: '9' })).toEqual({ assetId: 9 })
  })

  it('drops each bad part alone', () => {
    expect(parseStopSearch({ machineId: -1, description: 'x'.repeat(501), stopStart: 'yesterday' })).toEqual(
      {},
    )
    expect(parseStopSearch({ machineId: 3, stopStart: '2026-13-45T99:00:00Z' })).toEqual({ machineId: 3 })
    expect(parseStopSearch({ machineId: 3, assetId: 'x' })).toEqual({ machineId: 3 })
    expect(parseStopSearch({})).toEqual({})
  })
})

describe('taskListParams', () => {
  it('joins each filter with commas and leaves empty ones out', () => {
    expect(
      taskListParams({ machines: [1, 2], assets: [], types: ['clean', 'grease'], conditions: ['stopped'] }),
    ).toEqual({
      machines: '1,2',
      maintenanceTypes: 'clean,grease',
      maintenanceConditions: 'stopped',
    })
    expect(taskListParams({})).toEqual({})
  })
})

describe("the task list's filters in the URL", () => {
  it('keeps valid ids and names, drops a bad part, and leaves cleared filters out', () => {
    expect(
      parseTaskListSearch({
        machines: [3, '4'],
        assets: [0],
        types: ['clean', 'grease'],
        conditions: ['melting'],
      }),
    ).toEqual({ machines: [3, 4], types: ['clean', 'grease'] })
    expect(parseTaskListSearch({ types: 'clean', machines: [] })).toEqual({})
    expect(taskListSearch({ machines: [], types: ['review'], conditions: [] })).toEqual({ types: ['review'] })
  })
})

describe('a bad part of a link is blanked, not left out', () => {
  // TanStack Router lays a route's validated search over the raw one: a key the parser left out
  // would keep its raw value and reach the server (a 400 instead of the page).
  it('names every key, undefined when bad', () => {
    const tasks = parseTaskListSearch({ types: ['melting'] })
    expect('types' in tasks && tasks.types === undefined).toBe(true)
    const list = parseMaintenanceSearch({ risks: [9], page: 'x' })
    expect('risks' in list && list.risks === undefined && 'page' in list).toBe(true)
    const calendar = parseCalendarSearch({ view: 'year' })
    expect('view' in calendar && calendar.view === undefined).toBe(true)
    expect('machineId' in parseStopSearch({ machineId: -1 })).toBe(true)
  })
})
