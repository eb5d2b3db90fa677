import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { describe, expect, it } from 'vitest'
import { apiErrorMessages } from '../../lib/messages/api-errors'
import { feedbackMessages } from '../../lib/messages/feedback'
import { withUrlSafeIds } from './catalog-ids'

describe('withUrlSafeIds', () => {
  it('finds every macro-compiled id under the id the catalog compiler generates', () => {
    // The macros in these modules are compiled by the SWC plugin in vitest, as in the app.
    const descriptors = [...Object.values(apiErrorMessages), ...Object.values(feedbackMessages)]
    const compiled = Object.fromEntries(
      descriptors.map((d) => [generateMessageId(d.message ?? ''), d.message ?? '']),
    )
    const catalog = withUrlSafeIds(compiled)
    const lost = descriptors.filter((d) => !(d.id in catalog)).map((d) => d.message)
    expect(lost).toEqual([])
    // the mismatch is real: some ids differ between the two spellings
    expect(descriptors.some((d) => d.id !== generateMessageId(d.message ?? ''))).toBe(true)
  })

  it('keeps the original keys and does not overwrite an existing id', () => {
    expect(withUrlSafeIds({ 'a+b/c': 'x', 'a-b_c': 'keep', plain: 'p' })).toEqual({
      'a+b/c': 'x',
      'a-b_c': 'keep',
      plain: 'p',
    })
    expect(withUrlSafeIds({ 'ab/+cd': 'y' })).toEqual({ 'ab/+cd': 'y', 'ab_-cd': 'y' })
  })
})
