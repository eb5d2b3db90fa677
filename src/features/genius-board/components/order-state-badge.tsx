import { Badge } from '@mantine/core'
import type { PreparedOrderState } from '@/contract/genius-board-rules'
import { stateColours, useBoardLabels } from './board-labels'

/** A prepared order's state as a coloured badge with its name. */
export function OrderStateBadge({
  state,
  size = 'sm',
}: {
  state: PreparedOrderState
  size?: 'sm' | 'md' | 'lg'
}) {
  const { states } = useBoardLabels()
  return (
    <Badge color={stateColours[state]} variant="light" size={size} style={{ flexShrink: 0 }}>
      {states[state]}
    </Badge>
  )
}
