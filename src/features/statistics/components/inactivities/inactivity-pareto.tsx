import '@mantine/charts/styles.layer.css'
import '@mantine/core/styles/ColorSwatch.layer.css'
import { useLingui } from '@lingui/react/macro'
import { CompositeChart } from '@mantine/charts'
import { SegmentedControl, Stack } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useState } from 'react'
import type { InactivityRecord } from '@/contract/statistics'
import { durationCost } from '@/lib/job-costing/stop-costs'
import { pareto } from '../../model/inactivity-records'

/** Bars shown: the reasons past these are the long tail, and a phone has room for fewer names. */
const MAX_BARS = { wide: 15, narrow: 8 }

/**
 * The reasons as a Pareto (beyond the spec): bars largest first, by minutes or by count, with the
 * cumulative share as a line on the right axis, so the few reasons that make most of the lost time
 * stand out. Loaded with the charts package.
 */
export default function InactivityPareto({
  records,
  hourCost,
}: {
  records: InactivityRecord[]
  /** The machine's cost of an hour standing still (ROLE_JOB_COSTING, issue 15 item 7), else null. */
  hourCost: { perHour: number; symbol: string } | null
}) {
  const { t } = useLingui()
  const [chosen, setBy] = useState<'duration' | 'count' | 'cost'>('duration')
  const by = chosen === 'cost' && !hourCost ? 'duration' : chosen
  const wide = useMediaQuery('(min-width: 576px)') ?? true
  // By cost ranks as by minutes (one machine, one hourly cost) and shows the money lost per reason.
  const data = pareto(records, by === 'count' ? 'count' : 'duration')
    .slice(0, wide ? MAX_BARS.wide : MAX_BARS.narrow)
    .map((row) => ({
      reason: row.description,
      value:
        by === 'cost'
          ? Math.round((durationCost(hourCost?.perHour, row.value) ?? 0) * 100) / 100
          : by === 'duration'
            ? Math.round(row.value / 60)
            : row.value,
      cumulative: Math.round(row.cumulative * 10) / 10,
    }))
  const valueLabel =
    by === 'cost' ? t`Cost (${hourCost?.symbol ?? ''})` : by === 'duration' ? t`Minutes` : t`Count`
  return (
    <Stack gap="sm">
      <SegmentedControl
        size="xs"
        value={by}
        onChange={(v) => setBy(v === 'count' || v === 'cost' ? v : 'duration')}
        data={[
          { value: 'duration', label: t`By minutes` },
          { value: 'count', label: t`By count` },
          ...(hourCost ? [{ value: 'cost', label: t`By cost` }] : []),
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
          { name: 'value', label: valueLabel, color: 'orange.6', type: 'bar' },
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
