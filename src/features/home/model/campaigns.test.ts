import { describe, expect, it } from 'vitest'
import type { Retargeting } from '@/contract/account'
import { maintenancePromotion, pendingRetargeting } from './campaigns'

const campaign = (over: Partial<Retargeting>): Retargeting => ({
  id: 1,
  code: 'maintenance-2025-q1',
  isVisible: true,
  isReminderEnabled: true,
  isInterested: null,
  videoUrl: null,
  ...over,
})

describe('home campaigns', () => {
  it('offers the maintenance promotion only while visible and not silenced', () => {
    expect(maintenancePromotion([campaign({})])?.id).toBe(1)
    expect(maintenancePromotion([campaign({ isReminderEnabled: false })])).toBeNull()
    expect(maintenancePromotion([campaign({ isVisible: false })])).toBeNull()
    expect(maintenancePromotion([])).toBeNull()
  })

  it('picks another campaign for the retargeting modal until the user answers it once', () => {
    const next = campaign({ id: 2, code: 'next-prev-2025-q1' })
    expect(pendingRetargeting([campaign({}), next])?.id).toBe(2)
    expect(pendingRetargeting([next, campaign({ id: 3, code: 'x', isInterested: true })])?.id).toBe(2)
    expect(pendingRetargeting([{ ...next, isInterested: true }])).toBeNull()
    expect(pendingRetargeting([{ ...next, isReminderEnabled: false }])).toBeNull()
    // Closed once (on any device: the answer is the server's), it does not come back.
    expect(pendingRetargeting([{ ...next, isInterested: false }])).toBeNull()
    expect(pendingRetargeting([{ ...next, isInterested: false, isReminderEnabled: true }])).toBeNull()
    expect(pendingRetargeting([campaign({})])).toBeNull()
  })
})
