import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Chip, Group, Stack, Text, UnstyledButton } from '@mantine/core'
import { useMemo, useState } from 'react'
import {
  Brush,
  CartesianGrid,
  Tooltip as ChartTooltip,
  ComposedChart,
  Line,
  LineChart,
  ReferenceArea,
  ReferenceDot,
  ReferenceLine,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts'
import type { OrderHistogram } from '@/contract/order-detail'
import { formatDateTime, formatTime } from '@/lib/format/date'
import { speedIn, speedUnit } from '@/lib/format/measures'
import { formatNumber } from '@/lib/format/number'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import {
  defaultHistogramFilters,
  type HistogramFilter,
  histogramFilterOrder,
} from '../model/histogram-filters'
import type { Selection } from '../model/sections'
import { OperatorBar } from './operator-bar'
import { colourOfState, powerOffColour, stateColour } from './state-colours'

/** Main chart height capped at 300 px, brush strip 60 px (spec 000 §9). */
const CHART_HEIGHT = 300
const BRUSH_HEIGHT = 60

interface Point {
  t: number
  speed: number
}

/**
 * The speed histogram (large screens only, spec 000 §2.5, §4.3): speed over time with the
 * CM/AA/EG state series (a line with a marker at its end), maintenance tasks, rolls, inactivities
 * and power-offs coloured by code, the max-speed line at max/1.05, the filter toggles, a 60 px
 * brush that selects a period and the operator bar (click selects, click again clears).
 */
export default function SpeedHistogram({
  histogram,
  prefs,
  selection,
  onSelect,
}: {
  histogram: OrderHistogram
  prefs: UnitPreferences
  selection: Selection | null
  onSelect: (s: Selection | null) => void
}) {
  const { t } = useLingui()
  const [filters, setFilters] = useState<HistogramFilter[]>(defaultHistogramFilters)
  const on = (f: HistogramFilter) => filters.includes(f)
  const data = useMemo<Point[]>(
    () => histogram.speeds.map(([time, v]) => ({ t: time, speed: speedIn(v, prefs) })),
    [histogram.speeds, prefs],
  )
  const top = speedIn(histogram.maxSpeed, prefs)
  const unit = speedUnit(prefs)
  const [x0, x1] = [histogram.dataInit, Math.max(histogram.dataFi, histogram.dataInit + 60_000)]
  // The brush follows a selection made on the operator bar.
  const indexAt = (time: number) => {
    const i = data.findIndex((p) => p.t >= time)
    return i < 0 ? data.length - 1 : i
  }
  const brush = selection ? { startIndex: indexAt(selection.from), endIndex: indexAt(selection.to) } : {}
  const labels: Record<HistogramFilter, string> = {
    averageSpeed: t`Median speed`,
    rolls: t`Rolls`,
    states: t`States`,
    tasks: t`Tasks`,
    inactivities: t`Inactivities`,
    powerOffs: t`Power-offs`,
  }
  const stateLevels = { CM: 0.97, AA: 0.93, EG: 0.89 } as const
  const stateCodes = { CM: 1, AA: 2, EG: 3 } as const
  return (
    <Stack gap="xs">
      <Chip.Group multiple value={filters} onChange={(v) => setFilters(v as HistogramFilter[])}>
        <Group gap={6} aria-label={t`Chart filters`} role="group">
          {histogramFilterOrder.map((f) => (
            <Chip key={f} value={f} size="xs">
              {labels[f]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Box h={CHART_HEIGHT + BRUSH_HEIGHT + 20} role="img" aria-label={t`Speed over time`}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-default-border)" />
            <XAxis
              dataKey="t"
              type="number"
              scale="time"
              domain={[x0, x1]}
              tickFormatter={(v) => formatTime(v)}
              stroke="var(--mantine-color-dimmed)"
              fontSize={11}
            />
            <YAxis
              domain={[0, Math.ceil(top * 1.02)]}
              stroke="var(--mantine-color-dimmed)"
              fontSize={11}
              width={44}
              tickFormatter={(v) => formatNumber(v, prefs)}
            />
            <ChartTooltip
              labelFormatter={(v) => formatDateTime(Number(v))}
              formatter={(v) => [`${formatNumber(Number(v), prefs)} ${unit}`, t`Speed`]}
              contentStyle={{
                background: 'var(--mantine-color-body)',
                border: '1px solid var(--mantine-color-default-border)',
              }}
            />
            {on('inactivities')
              ? histogram.inactivities.map((i) => (
                  <ReferenceArea
                    key={`i${i.start}`}
                    x1={i.start}
                    x2={Math.max(i.end, i.start + 30_000)}
                    fill={colourOfState(i.state)}
                    fillOpacity={0.22}
                    ifOverflow="hidden"
                  />
                ))
              : null}
            {on('powerOffs')
              ? histogram.powerOffs.map((p) => (
                  <ReferenceArea
                    key={`p${p.start}`}
                    x1={p.start}
                    x2={p.end}
                    fill={powerOffColour}
                    fillOpacity={0.35}
                    ifOverflow="hidden"
                  />
                ))
              : null}
            {on('rolls')
              ? histogram.rolls.map((r) => (
                  <ReferenceLine
                    key={`r${r.number}`}
                    x={r.end}
                    stroke="var(--mantine-color-blue-4)"
                    strokeDasharray="2 4"
                    ifOverflow="hidden"
                  />
                ))
              : null}
            {on('tasks')
              ? histogram.tasks.map((task) =>
                  task.type === 1 ? (
                    <ReferenceDot
                      key={`t${task.start}`}
                      x={task.start}
                      y={top * 0.85}
                      r={5}
                      fill="var(--mantine-color-orange-6)"
                      ifOverflow="hidden"
                    />
                  ) : (
                    <ReferenceArea
                      key={`t${task.start}`}
                      x1={task.start}
                      x2={task.end}
                      fill="var(--mantine-color-orange-4)"
                      fillOpacity={0.2}
                      ifOverflow="hidden"
                    />
                  ),
                )
              : null}
            {on('states')
              ? (['CM', 'AA', 'EG'] as const).flatMap((key) =>
                  histogram.states[key].flatMap((s) => [
                    <ReferenceLine
                      key={`${key}${s.start}`}
                      segment={[
                        { x: s.start, y: top * stateLevels[key] },
                        { x: s.end, y: top * stateLevels[key] },
                      ]}
                      stroke={stateColour[stateCodes[key]]}
                      strokeWidth={3}
                      ifOverflow="hidden"
                    />,
                    <ReferenceDot
                      key={`${key}${s.start}-end`}
                      x={s.end}
                      y={top * stateLevels[key]}
                      r={3}
                      fill={stateColour[stateCodes[key]]}
                      stroke="none"
                      ifOverflow="hidden"
                    />,
                  ]),
                )
              : null}
            <ReferenceLine
              y={top / 1.05}
              stroke="var(--mantine-color-red-5)"
              strokeDasharray="6 4"
              label={{
                value: t`Max`,
                position: 'insideTopLeft',
                fontSize: 10,
                fill: 'var(--mantine-color-red-5)',
              }}
            />
            {on('averageSpeed') ? (
              <ReferenceLine
                y={speedIn(histogram.median, prefs)}
                stroke="var(--mantine-color-grape-5)"
                strokeDasharray="3 3"
              />
            ) : null}
            <Line
              dataKey="speed"
              type="linear"
              dot={false}
              stroke="var(--mantine-color-blue-6)"
              strokeWidth={1.5}
              isAnimationActive={false}
            />
            {data.length > 2 ? (
              <Brush
                dataKey="t"
                height={BRUSH_HEIGHT}
                travellerWidth={8}
                stroke="var(--mantine-color-blue-6)"
                fill="var(--mantine-color-body)"
                tickFormatter={(v) => formatTime(v)}
                {...brush}
                onChange={(range) => {
                  const { startIndex = 0, endIndex = data.length - 1 } = range
                  const whole = startIndex <= 0 && endIndex >= data.length - 1
                  onSelect(whole ? null : { from: data[startIndex].t, to: data[endIndex].t })
                }}
              >
                {/* The whole order in miniature, so the strip shows where the period lies. */}
                <LineChart data={data}>
                  <YAxis hide domain={[0, Math.ceil(top * 1.02)]} />
                  <Line
                    dataKey="speed"
                    dot={false}
                    stroke="var(--mantine-color-blue-4)"
                    isAnimationActive={false}
                  />
                </LineChart>
              </Brush>
            ) : null}
          </ComposedChart>
        </ResponsiveContainer>
      </Box>
      <OperatorBar histogram={histogram} range={[x0, x1]} selection={selection} onSelect={onSelect} />
      {selection ? (
        <Text size="xs" c="dimmed">
          <Trans>
            Selected {formatDateTime(selection.from)} to {formatDateTime(selection.to)}: rolls, inactivities
            and operators below show this period.
          </Trans>{' '}
          <UnstyledButton fz="xs" c="blue" onClick={() => onSelect(null)}>
            <Trans>Clear</Trans>
          </UnstyledButton>
        </Text>
      ) : null}
    </Stack>
  )
}
