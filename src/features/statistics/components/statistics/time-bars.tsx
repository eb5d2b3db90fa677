import '@mantine/charts/styles.layer.css'
import { useLingui } from '@lingui/react/macro'
import { BarChart } from '@mantine/charts'
import { Box, ScrollArea } from '@mantine/core'
import { fadingTooltip } from '@/components/charts/fading-tooltip'
import type { DataGrouping, TraceabilityRecord } from '@/contract/statistics'
import { hoursMinutes } from '../../model/format'
import { PERIOD_CAP_SECONDS } from '../../model/grouping'
import { periodName, SLANT_DEGREES, slantedAxisHeight, timeBars } from '../../model/statistics-view'
import { TIME_COLOURS } from './state-colours'

/** Room per bar: 5 machines by 30 periods scroll sideways inside the section, not the page. */
const BAR_PX = 26

/**
 * Where each period's time went, one stacked bar per period and machine (spec 001 §2.1, §9):
 * turning, adjustment and mechanical change (active parts), inactivity and power off, cut at one
 * period's seconds; the axis reaches one full period, so a short bar reads as an idle period. With
 * several machines the labels slant, the axis as tall as the longest needs, and days drop the year
 * when the range stays in one year.
 */
export default function TimeBars({
  records,
  grouping,
}: {
  records: TraceabilityRecord[]
  grouping: DataGrouping
}) {
  const { t } = useLingui()
  const cap = PERIOD_CAP_SECONDS[grouping]
  const several = new Set(records.map((r) => r.machineId)).size > 1
  const bars = timeBars(records, grouping)
  const oneYear = new Set(bars.map((b) => b.label.slice(0, 4))).size <= 1
  const data = bars.map((b) => {
    const full = periodName(b.label, grouping)
    const period = oneYear && (grouping === 'day' || grouping === 'week') ? full.slice(0, 5) : full
    return { ...b, bar: several ? `${period} · ${b.machineName}` : full }
  })
  const axisHeight = slantedAxisHeight(data.map((d) => d.bar))
  const series = [
    { name: 'turning', label: t`Turning`, color: TIME_COLOURS.turning },
    { name: 'adjustment', label: t`Adjustment`, color: TIME_COLOURS.adjustment },
    { name: 'mechanical', label: t`Mechanical change`, color: TIME_COLOURS.mechanical },
    { name: 'inactivity', label: t`Inactivity`, color: TIME_COLOURS.inactivity },
    { name: 'poweroff', label: t`Power off`, color: TIME_COLOURS.poweroff },
  ]
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Box miw={Math.max(data.length * BAR_PX + 80, 280)}>
        <BarChart
          h={several ? 220 + axisHeight : 280}
          data={data}
          dataKey="bar"
          type="stacked"
          valueFormatter={hoursMinutes}
          withLegend
          tickLine="y"
          gridAxis="y"
          yAxisProps={{ domain: [0, cap], ticks: [0, cap / 4, cap / 2, (3 * cap) / 4, cap], width: 64 }}
          // Room on the left for the first slanted label.
          barChartProps={{ margin: { left: several ? 40 : 0 } }}
          xAxisProps={
            several
              ? { interval: 0, angle: -SLANT_DEGREES, textAnchor: 'end', height: axisHeight, fontSize: 10 }
              : { minTickGap: 8 }
          }
          series={series}
          // The axis is one full period (§9's cap), not the tallest bar plus headroom.
          {...fadingTooltip({ series, valueFormatter: hoursMinutes })}
        />
      </Box>
    </ScrollArea>
  )
}
