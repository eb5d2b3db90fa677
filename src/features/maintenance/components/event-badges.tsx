import { Badge } from '@mantine/core'
import { LazyTooltip } from '@/components/lazy-tooltip'
import { riskColour, stateColour, useMaintenanceLabels } from './labels'

/** Risk as a coloured level with its meaning (spec 002 §9: 1-2 safety, 3-4 productivity, 5 machine life). */
export function RiskBadge({ risk, withMeaning = false }: { risk: number; withMeaning?: boolean }) {
  const { riskMeaning } = useMaintenanceLabels()
  const meaning = riskMeaning[risk] ?? ''
  const badge = (
    <Badge color={riskColour(risk)} variant={risk === 0 ? 'outline' : 'filled'} radius="sm">
      {withMeaning ? `${risk} · ${meaning}` : risk}
    </Badge>
  )
  return withMeaning ? badge : <LazyTooltip label={meaning}>{badge}</LazyTooltip>
}

export function StateBadge({ displayState }: { displayState: number }) {
  const { states } = useMaintenanceLabels()
  return (
    <Badge color={stateColour(displayState)} variant="light">
      {states[displayState] ?? displayState}
    </Badge>
  )
}
