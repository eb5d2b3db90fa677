import { useLingui } from '@lingui/react/macro'
import { Text, Timeline } from '@mantine/core'
import type { PreparedOrder } from '@/contract/genius-board'
import { formatDateTime } from '@/lib/format/date'
import { orderTimeline, type TimelineStepName } from '../model/order-timeline'
import { usePlantZone } from './use-plant-zone'

/** The order's life: created, sent, started, finished (or cancelled), with the plant's times. */
export function OrderTimeline({ order }: { order: PreparedOrder }) {
  const { t } = useLingui()
  const zone = usePlantZone()(order.machineId)
  const { steps, reached } = orderTimeline(order)
  const names: Record<TimelineStepName, string> = {
    created: t`Created`,
    sent: t`Sent to the machine`,
    started: t`Started`,
    finished: t`Finished`,
    cancelled: t`Cancelled`,
  }
  return (
    <Timeline
      active={reached}
      bulletSize={14}
      lineWidth={2}
      color={order.state === 'cancelled' ? 'gray' : undefined}
    >
      {steps.map((s) => (
        <Timeline.Item key={s.step} title={names[s.step]}>
          <Text size="xs" c="dimmed">
            {s.at ? formatDateTime(s.at, zone) : t`Not yet`}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  )
}
