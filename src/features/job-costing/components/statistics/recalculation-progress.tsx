import { useLingui } from '@lingui/react/macro'
import { Alert, Progress, Stack, Text } from '@mantine/core'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import type { RecalculationProgress as Progression } from '@/contract/job-costing'
import { formatNumber } from '@/lib/format/number'
import { recalculationCounts } from '../../model/cost-statistics'

/**
 * The plant's cost recalculation while it runs (issue 15 item 6): how many orders of the run are
 * done; the statistics poll meanwhile, and the red bars turn normal once it ends.
 */
export function RecalculationProgress({ progress }: { progress: Progression }) {
  const { t } = useLingui()
  const prefs = useUnitPreferences()
  const counts = recalculationCounts(progress)
  if (!counts) return null
  const done = formatNumber(counts.done, prefs)
  const total = formatNumber(counts.total, prefs)
  const percent = counts.total > 0 ? (100 * counts.done) / counts.total : 0
  return (
    <Alert color="yellow" variant="light" data-testid="cost-recalculation" role="status">
      <Stack gap={6}>
        <Text size="sm">{t`Recalculating costs: ${done} of ${total} orders`}</Text>
        <Progress value={percent} size="sm" color="yellow" aria-label={t`Recalculation progress`} animated />
        <Text size="xs" c="dimmed">
          {t`Red bars change when the new prices have been applied.`}
        </Text>
      </Stack>
    </Alert>
  )
}
