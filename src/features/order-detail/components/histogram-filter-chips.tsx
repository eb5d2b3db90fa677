import { useLingui } from '@lingui/react/macro'
import { Chip, Group } from '@mantine/core'
import type { HistogramFilter } from '../model/histogram-filters'

/** The histogram's filter toggles (spec 000 §9 codes; which ones: model/histogram-filters.ts). */
export function HistogramFilterChips({
  available,
  value,
  onChange,
}: {
  available: readonly HistogramFilter[]
  value: HistogramFilter[]
  onChange: (next: HistogramFilter[]) => void
}) {
  const { t } = useLingui()
  const labels: Record<HistogramFilter, string> = {
    averageSpeed: t`Median speed`,
    setPoints: t`Speed set points`,
    rolls: t`Rolls`,
    productivity: t`Productivity`,
    states: t`States`,
    tasks: t`Tasks`,
    inactivities: t`Inactivities`,
    powerOffs: t`Power-offs`,
    tagValues: t`Tag values`,
  }
  return (
    <Chip.Group multiple value={value} onChange={(v) => onChange(v as HistogramFilter[])}>
      <Group gap={6} aria-label={t`Chart filters`} role="group">
        {available.map((f) => (
          <Chip key={f} value={f} size="xs">
            {labels[f]}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  )
}
