import { describe, expect, it } from 'vitest'
import { parseStopSearch, taskListParams } from './task-form-search'

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

  it('drops each bad part alone', () => {
    expect(parseStopSearch({ machineId: -1, description: 'x'.repeat(501), stopStart: 'yesterday' })).toEqual(
      {},
    )
    expect(parseStopSearch({ machineId: 3, stopStart: '2026-13-45T99:00:00Z' })).toEqual({ machineId: 3 })
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
