import '@mantine/charts/styles.layer.css'
import '@mantine/core/styles/ColorSwatch.layer.css'
import { useLingui } from '@lingui/react/macro'
import { CompositeChart } from '@mantine/charts'
import { SegmentedControl, Stack } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useState } from 'react'
import type { InactivityRecord } from '@/contract/statistics'
import { pareto } from '../../model/inactivity-records'

/** Bars shown: the reasons past these are the long tail, and a phone has room for fewer names. */
const MAX_BARS = { wide: 15, narrow: 8 }

/**
 * The reasons as a Pareto (beyond the spec): bars largest first, by minutes or by count, with the
 * cumulative share as a line on the right axis, so the few reasons that make most of the lost time
 * stand out. Loaded with the charts package.
 */
export default function InactivityPareto({ records }: { records: InactivityRecord[] }) {
  const { t } = useLingui()
  const [by, setBy] = useState<'duration' | 'count'>('duration')
  const wide = useMediaQuery('(min-width: 576px)') ?? true
  const data = pareto(records, by)
    .slice(0, wide ? MAX_BARS.wide : MAX_BARS.narrow)
    .map((row) => ({
      reason: row.description,
      value: by === 'duration' ? Math.round(row.value / 60) : row.value,
      cumulative: Math.round(row.cumulative * 10) / 10,
    }))
  return (
    <Stack gap="sm">
      <SegmentedControl
        size="xs"
        value={by}
        onChange={(v) => setBy(v === 'count' ? 'count' : 'duration')}
        data={[
          { value: 'duration', label: t`By minutes` },
          { value: 'count', label: t`By count` },
        ]}
        aria-label={t`Pareto of the reasons`}
        style={{ alignSelf: 'flex-start' }}
      />
      <CompositeChart
        h={320}
        data={data}
        dataKey="reason"
        withLegend
        withRightYAxis
        rightYAxisProps={{ domain: [0, 100] }}
        rightYAxisLabel="%"
        series={[
          { name: 'value', label: by === 'duration' ? t`Minutes` : t`Count`, color: 'orange.6', type: 'bar' },
          { name: 'cumulative', label: t`Cumulative %`, color: 'blue.6', type: 'line', yAxisId: 'right' },
        ]}
        xAxisProps={{
          interval: 0,
          angle: wide ? -30 : -60,
          textAnchor: 'end',
          height: wide ? 80 : 110,
          fontSize: wide ? 12 : 10,
        }}
      />
    </Stack>
  )
}
