import '@mantine/charts/styles.layer.css'
import { useLingui } from '@lingui/react/macro'
import { LineChart } from '@mantine/charts'
import { Chip, Group, Stack } from '@mantine/core'
import { useState } from 'react'
import { fadingTooltip } from '@/components/charts/fading-tooltip'
import type { DataGrouping, TraceabilityRecord } from '@/contract/statistics'
import { type Percentages, periodName, productivity } from '../../model/statistics-view'

type SeriesKey = keyof Percentages
const ALL: SeriesKey[] = ['powerOn', 'availability', 'powerOff', 'quality', 'waste', 'speed']

/**
 * The productivity lines (spec 001 §2.1): power on, availability (purple), power off (white in the
 * spec: a light grey here, visible on a white page), quality (green), waste (red) and speed
 * (blue), as percentages of each period, capped at 100; a toggle per series (the coloured chips
 * are the legend), a y axis in %, and the point tooltip gives the period and the percentage.
 * Loaded with the charts.
 */
export default function ProductivityChart({
  records,
  grouping,
}: {
  records: TraceabilityRecord[]
  grouping: DataGrouping
}) {
  const { t } = useLingui()
  const [shown, setShown] = useState<string[]>(ALL)
  const series: Array<{ name: SeriesKey; label: string; color: string }> = [
    { name: 'powerOn', label: t`Power on`, color: 'teal.6' },
    { name: 'availability', label: t`Availability`, color: 'violet.6' },
    { name: 'powerOff', label: t`Power off`, color: 'gray.4' },
    { name: 'quality', label: t`Quality`, color: 'green.6' },
    { name: 'waste', label: t`Waste`, color: 'red.6' },
    { name: 'speed', label: t`Speed`, color: 'blue.6' },
  ]
  const drawn = series.filter((s) => shown.includes(s.name))
  const format = (v: number) => (Math.round(v * 10) / 10).toString()
  const data = productivity(records).map((p) => ({ ...p, period: periodName(p.label, grouping) }))
  return (
    <Stack gap="sm" data-testid="productivity-chart">
      <Chip.Group multiple value={shown} onChange={setShown}>
        <Group gap={6}>
          {series.map((s) => (
            <Chip key={s.name} value={s.name} size="xs" color={s.color}>
              {s.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <LineChart
        h={340}
        data={data}
        dataKey="period"
        unit="%"
        series={drawn}
        valueFormatter={format}
        {...fadingTooltip({ series: drawn, unit: '%', valueFormatter: format })}
        // Every value is capped at 100: a fixed 0–100 axis compares periods and screens.
        yAxisProps={{ domain: [0, 100], ticks: [0, 25, 50, 75, 100], allowDataOverflow: true }}
        dotProps={{ r: 4 }}
        activeDotProps={{ r: 8 }}
        curveType="linear"
        tickLine="y"
        gridAxis="y"
      />
    </Stack>
  )
}
