import { describe, expect, it } from 'vitest'
import { isRetargeting, isRetargetingList } from './retargeting-answer'

const campaign = {
  id: 1,
  code: 'maintenance-2025-q1',
  isVisible: true,
  isReminderEnabled: true,
  isInterested: null,
  videoUrl: null,
}

describe('retargeting answers', () => {
  it('accepts the campaigns the server sends', () => {
    expect(
      isRetargetingList([campaign, { ...campaign, id: 2, isInterested: true, videoUrl: '/media/a.webm' }]),
    ).toBe(true)
  })
  it.each([
    ['an id that is not a whole number', { ...campaign, id: '1' }],
    ['no code', { ...campaign, code: undefined }],
    ['an answer that is not a boolean', { ...campaign, isInterested: 'yes' }],
  ])('refuses %s', (_what, value) => {
    expect(isRetargeting(value)).toBe(false)
    expect(isRetargetingList([campaign, value])).toBe(false)
  })
})
