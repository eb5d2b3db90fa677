import { describe, expect, it } from 'vitest'
import { preparedOrder } from '../testing/board'
import { orderTimeline } from './order-timeline'

const at = (h: number) => `2026-11-20T${String(h).padStart(2, '0')}:00:00.000Z`

describe('an order timeline', () => {
  it('shows the steps done with their times, the ones ahead without', () => {
    const started = preparedOrder({ state: 'started', createdAt: at(8), sentAt: at(9), startedAt: at(10) })
    expect(orderTimeline(started)).toEqual({
      steps: [
        { step: 'created', at: at(8) },
        { step: 'sent', at: at(9) },
        { step: 'started', at: at(10) },
        { step: 'finished', at: null },
      ],
      reached: 2,
    })
  })

  it('does not count the sending of an order called back', () => {
    const recalled = preparedOrder({ state: 'prepared', createdAt: at(8), sentAt: at(9) })
    const { steps, reached } = orderTimeline(recalled)
    expect(reached).toBe(0)
    expect(steps[1]).toEqual({ step: 'sent', at: null })
  })

  it('ends a cancelled order at its cancellation', () => {
    expect(orderTimeline(preparedOrder({ state: 'cancelled', createdAt: at(8), updatedAt: at(11) }))).toEqual(
      {
        steps: [
          { step: 'created', at: at(8) },
          { step: 'cancelled', at: at(11) },
        ],
        reached: 1,
      },
    )
    const sentThenCancelled = preparedOrder({ state: 'cancelled', sentAt: at(9), updatedAt: at(11) })
    expect(orderTimeline(sentThenCancelled).steps.map((s) => s.step)).toEqual([
      'created',
      'sent',
      'cancelled',
    ])
  })
})
