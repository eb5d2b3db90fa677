import { describe, expect, it } from 'vitest'
import { inactivityStartEventSchema, ingestBatchSchema } from './ingest'
import {
  isStopReasonCode,
  offersMaintenanceOnStop,
  stopCategories,
  stopCategoryOf,
  stopReasonCategories,
  stopReasonCodes,
} from './stop-reasons'

describe('the stop-reason catalogue', () => {
  it('has unique snake_case codes, each in one of the categories', () => {
    expect(new Set(stopReasonCodes).size).toBe(stopReasonCodes.length)
    for (const code of stopReasonCodes) {
      expect(code).toMatch(/^[a-z][a-z_]*[a-z]$/)
      expect(stopCategories).toContain(stopReasonCategories[code])
    }
    for (const category of stopCategories) {
      expect(stopReasonCodes.some((c) => stopReasonCategories[c] === category)).toBe(true)
    }
  })

  it('counts the changes between jobs as planned changeovers and the faults as unplanned', () => {
    for (const code of [
      'mechanical_change',
      'make_ready',
      'plate_change',
      'sleeve_change',
      'reel_change',
      'ink_change',
    ]) {
      expect(stopCategoryOf(code)).toBe('changeover')
    }
    for (const code of ['web_break', 'registration', 'breakdown_mechanical', 'breakdown_electrical']) {
      expect(stopCategoryOf(code)).toBe('unplanned')
    }
    expect(stopCategoryOf('cleaning')).toBe('planned')
    expect(stopCategoryOf('waiting_material')).toBe('waiting')
  })

  it('knows no category for an unknown or missing code, nor for inherited names', () => {
    expect(stopCategoryOf('Plate change')).toBeNull()
    expect(stopCategoryOf(null)).toBeNull()
    expect(stopCategoryOf(undefined)).toBeNull()
    expect(isStopReasonCode('toString')).toBe(false)
    expect(isStopReasonCode('constructor')).toBe(false)
    expect(isStopReasonCode(3)).toBe(false)
  })

  it('offers maintenance on the card for faults and stops of unknown kind only', () => {
    expect(offersMaintenanceOnStop('unplanned')).toBe(true)
    expect(offersMaintenanceOnStop(null)).toBe(true)
    expect(offersMaintenanceOnStop('changeover')).toBe(false)
    expect(offersMaintenanceOnStop('planned')).toBe(false)
    expect(offersMaintenanceOnStop('waiting')).toBe(false)
  })
})

describe('inactivity_start validation', () => {
  const event = { type: 'inactivity_start', at: '2026-11-20T08:00:00Z', category: 1, description: 'Plates' }

  it('accepts no code, or any code of the catalogue', () => {
    expect(inactivityStartEventSchema.safeParse(event).success).toBe(true)
    for (const reasonCode of stopReasonCodes) {
      expect(inactivityStartEventSchema.parse({ ...event, reasonCode }).reasonCode).toBe(reasonCode)
    }
  })

  it('refuses an unknown code, a name instead of a code, and a code of another type, at reasonCode', () => {
    for (const reasonCode of ['plates', 'Plate change', 'PLATE_CHANGE', '', 7, null]) {
      const result = ingestBatchSchema.safeParse({ machine: 'M-1', events: [{ ...event, reasonCode }] })
      expect(result.success).toBe(false)
      expect(result.error?.issues[0].path).toEqual(['events', 0, 'reasonCode'])
    }
  })
})
