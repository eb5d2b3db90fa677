import '@mantine/charts/styles.layer.css'
import { useLingui } from '@lingui/react/macro'
import { CompositeChart } from '@mantine/charts'
import { AXIS_HEADROOM, headroomAxis } from '@/components/charts/axis-headroom'
import { fadingTooltip } from '@/components/charts/fading-tooltip'
import type { ParetoBar } from './inactivity-pareto'

/**
 * The Pareto as a chart, on screens from 576 px: bars largest first with the cumulative share as a
 * line on the right axis. Loaded with the charts package, when scrolled to.
 */
export default function ParetoChart({ bars, valueLabel }: { bars: ParetoBar[]; valueLabel: string }) {
  const { t } = useLingui()
  const series = [
    { name: 'value', label: valueLabel, color: 'orange.6', type: 'bar' as const },
    { name: 'cumulative', label: t`Cumulative %`, color: 'blue.6', type: 'line' as const, yAxisId: 'right' },
  ]
  return (
    <CompositeChart
      h={320}
      data={bars}
      dataKey="reason"
      withLegend
      withRightYAxis
      rightYAxisProps={{ domain: [0, 100] }}
      rightYAxisLabel="%"
      series={series}
      // §9: room above the tallest bar; the cumulative share's axis stays 0-100.
      yAxisProps={headroomAxis(
        bars.map((b) => b.value),
        AXIS_HEADROOM,
      )}
      dotProps={{ r: 4 }}
      activeDotProps={{ r: 8 }}
      {...fadingTooltip({ series })}
      xAxisProps={{ interval: 0, angle: -30, textAnchor: 'end', height: 80, fontSize: 12 }}
    />
  )
}
