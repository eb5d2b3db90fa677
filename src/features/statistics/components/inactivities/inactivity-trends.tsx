import '@mantine/charts/styles.layer.css'
import { useLingui } from '@lingui/react/macro'
import { BarChart } from '@mantine/charts'
import { Chip, Group, SegmentedControl, Stack } from '@mantine/core'
import { useState } from 'react'
import { AXIS_HEADROOM, AXIS_HEADROOM_RIGHT, headroomAxis } from '@/components/charts/axis-headroom'
import { fadingTooltip } from '@/components/charts/fading-tooltip'
import type { InactivityRecord } from '@/contract/statistics'
import { DEFAULT_TRENDS_SCREEN, sortForTrends, type TrendsScreen } from '../../model/inactivity-records'
import { CATEGORY_COLOURS } from './category-colours'

type Series = 'process' | 'machine' | 'duration'
/** Spec 001 §3: the three series on by default (selectedInactivityFilter 1, 2, 3). */
const DEFAULT_SERIES: Series[] = ['process', 'machine', 'duration']
const MAX_BARS = 15

/**
 * The reasons as bars (spec 001 §2.2): process repeats, machine repeats and duration in minutes
 * (right axis), each with its toggle, sorted by occurrence (default) or by duration. Loaded with
 * the charts package, apart from the rest of the screen.
 */
export default function InactivityTrends({ records }: { records: InactivityRecord[] }) {
  const { t } = useLingui()
  const [shown, setShown] = useState<string[]>(DEFAULT_SERIES)
  const [screen, setScreen] = useState<TrendsScreen>(DEFAULT_TRENDS_SCREEN)
  const data = sortForTrends(records, screen)
    .slice(0, MAX_BARS)
    .map((r) => ({
      reason: r.description,
      process: r.category === 1 ? r.repeats : 0,
      machine: r.category === 2 ? r.repeats : 0,
      duration: Math.round(r.duration / 60),
    }))
  const series = [
    { name: 'process', label: t`Process repeats`, color: CATEGORY_COLOURS[1] },
    { name: 'machine', label: t`Machine repeats`, color: CATEGORY_COLOURS[2] },
    { name: 'duration', label: t`Duration (min)`, color: 'blue.5', yAxisId: 'right' },
  ].filter((s) => shown.includes(s.name))
  // §9: room above the tallest bar (repeats, left), a little more on the right (minutes).
  const repeats = headroomAxis(
    data.flatMap((d) => [
      shown.includes('process') ? d.process : 0,
      shown.includes('machine') ? d.machine : 0,
    ]),
    AXIS_HEADROOM,
    { integer: true },
  )
  const minutes = headroomAxis(
    data.map((d) => d.duration),
    AXIS_HEADROOM_RIGHT,
    { integer: true },
  )
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Chip.Group multiple value={shown} onChange={setShown}>
          <Group gap={6}>
            <Chip value="process" size="xs" color={CATEGORY_COLOURS[1]}>
              {t`Process repeats`}
            </Chip>
            <Chip value="machine" size="xs" color={CATEGORY_COLOURS[2]}>
              {t`Machine repeats`}
            </Chip>
            <Chip value="duration" size="xs" color="blue.5">
              {t`Duration (min)`}
            </Chip>
          </Group>
        </Chip.Group>
        <SegmentedControl
          size="xs"
          value={String(screen)}
          onChange={(v) => setScreen(v === '1' ? 1 : 2)}
          data={[
            { value: '2', label: t`By occurrence` },
            { value: '1', label: t`By duration` },
          ]}
          aria-label={t`Sort the reasons`}
        />
      </Group>
      <BarChart
        h={320}
        data={data}
        dataKey="reason"
        series={series}
        withRightYAxis
        rightYAxisLabel={t`min`}
        yAxisProps={repeats}
        rightYAxisProps={minutes}
        {...fadingTooltip({ series })}
        withLegend
        tickLine="y"
        gridAxis="y"
        xAxisProps={{ interval: 0, angle: -30, textAnchor: 'end', height: 80 }}
      />
    </Stack>
  )
}
