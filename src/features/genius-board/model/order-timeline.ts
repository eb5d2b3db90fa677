import type { PreparedOrder } from '@/contract/genius-board'

/**
 * The steps of an order's life for its timeline: created, sent to the machine, started, finished,
 * or cancelled on the way. `reached` is the index of the last step done; steps ahead have no time.
 * A recalled order is prepared again: its earlier sending is not shown as a step done.
 */
export type TimelineStepName = 'created' | 'sent' | 'started' | 'finished' | 'cancelled'
export interface TimelineStep {
  step: TimelineStepName
  at: string | null
}

type TimelineOrder = Pick<
  PreparedOrder,
  'state' | 'createdAt' | 'updatedAt' | 'sentAt' | 'startedAt' | 'finishedAt'
>

export function orderTimeline(order: TimelineOrder): { steps: TimelineStep[]; reached: number } {
  if (order.state === 'cancelled') {
    const steps: TimelineStep[] = [{ step: 'created', at: order.createdAt }]
    if (order.sentAt) steps.push({ step: 'sent', at: order.sentAt })
    steps.push({ step: 'cancelled', at: order.updatedAt })
    return { steps, reached: steps.length - 1 }
  }
  const reached = { prepared: 0, sent: 1, started: 2, finished: 3 }[order.state]
  const times = [order.createdAt, order.sentAt, order.startedAt, order.finishedAt]
  const names: TimelineStepName[] = ['created', 'sent', 'started', 'finished']
  return { steps: names.map((step, i) => ({ step, at: i <= reached ? times[i] : null })), reached }
}
