import { describe, expect, it } from 'vitest'
import {
  inactivityMachineIds,
  inactivityQueryOf,
  inactivityQueryReady,
  traceabilityQueryOf,
} from './screen-requests'

const none = { type: undefined, machines: undefined, from: undefined, to: undefined, grouping: undefined }

describe('what the statistics screens ask for their search', () => {
  it('asks statistics by day by default, with one empty machine list for every search', () => {
    const request = traceabilityQueryOf(none)
    expect(request).toEqual({
      type: 1,
      machineIds: [],
      startDate: undefined,
      finishDate: undefined,
      dataGrouping: 'day',
    })
    // The same list each time: the page's effect and the queries' keys stay put.
    expect(traceabilityQueryOf(none).machineIds).toBe(request.machineIds)
  })

  it('takes the URL as it is, the grouping moved to one the range allows', () => {
    const search = {
      type: 2 as const,
      machines: [3],
      from: '2026-01-01',
      to: '2026-12-31',
      grouping: 'day' as const,
    }
    const request = traceabilityQueryOf(search)
    expect(request).toMatchObject({
      type: 2,
      machineIds: [3],
      startDate: '2026-01-01',
      finishDate: '2026-12-31',
    })
    expect(request.dataGrouping).not.toBe('day')
  })

  it('asks the inactivities once the machine and both days are set', () => {
    const query = inactivityQueryOf({ machine: 4, from: '2026-03-01', to: '2026-03-31' })
    expect(query).toEqual({ machineId: 4, startDate: '2026-03-01', finishDate: '2026-03-31' })
    expect(inactivityQueryReady(query)).toBe(true)
    expect(inactivityQueryReady(inactivityQueryOf({ machine: 4, from: undefined, to: undefined }))).toBe(
      false,
    )
    expect(inactivityMachineIds(4)).toEqual([4])
    expect(inactivityMachineIds(undefined)).toEqual([])
  })
})
