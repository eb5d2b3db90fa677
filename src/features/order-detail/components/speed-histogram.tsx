import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Chip, Group, Stack, Text, UnstyledButton } from '@mantine/core'
import { useElementSize } from '@mantine/hooks'
import { useState } from 'react'
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
import { nearestIndex, timeScale } from '../model/time-scale'
import { BrushStrip } from './brush-strip'
import { OperatorBar } from './operator-bar'
import { colourOfState, powerOffColour, stateColour } from './state-colours'

/** Main chart height capped at 300 px (spec 000 §9); the brush strip below is 60 px. */
const HEIGHT = 300
const AXIS_LEFT = 44
const AXIS_RIGHT = 16
const PLOT_TOP = 8
const PLOT_BOTTOM = 218
const LANE_Y = { CM: 232, AA: 245, EG: 258 } as const
const STATE_CODE = { CM: 1, AA: 2, EG: 3 } as const

/**
 * The speed histogram (large screens only, spec 000 §2.5, §4.3), drawn as SVG: speed over time;
 * the CM/AA/EG state series in three lanes, each period a line with a marker at its end;
 * maintenance tasks (type 1 a point, type 2 an area); rolls; inactivities and power-offs coloured
 * by code; the max-speed line at max/1.05; the filter toggles; the 60 px brush strip and the
 * operator bar, whose selections filter the lists below. Hand-drawn rather than recharts, which
 * cost this route 112 KB gzip (docs/decisions/013-order-detail.md).
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
  const { ref, width: measured } = useElementSize()
  const width = Math.max(320, measured || 800)
  const [filters, setFilters] = useState<HistogramFilter[]>(defaultHistogramFilters)
  const [hover, setHover] = useState<number | null>(null)
  const on = (f: HistogramFilter) => filters.includes(f)
  const unit = speedUnit(prefs)
  const top = Math.max(1, speedIn(histogram.maxSpeed, prefs) * 1.02)
  // The visible period: the selection zooms the main chart; the brush always shows the whole order.
  const whole = { from: histogram.dataInit, to: Math.max(histogram.dataFi, histogram.dataInit + 60_000) }
  const view = selection ?? whole
  const x = timeScale(view.from, view.to, AXIS_LEFT, width - AXIS_RIGHT)
  /** A speed in the user's unit to a height, and one in m/min (the answer's unit). */
  const yUser = (v: number) => PLOT_BOTTOM - (Math.min(v, top) / top) * (PLOT_BOTTOM - PLOT_TOP)
  const y = (metersPerMinute: number) => yUser(speedIn(metersPerMinute, prefs))
  const visible = <P extends { start: number; end: number }>(p: P) => p.end >= view.from && p.start <= view.to

  // About 2,000 points at most (down-sampled on the server): cheap enough to redraw on each render.
  let path = ''
  let pen = false
  for (const [time, speed] of histogram.speeds) {
    if (time < view.from || time > view.to) {
      pen = false
      continue
    }
    path += `${pen ? 'L' : 'M'}${x(time).toFixed(1)},${y(speed).toFixed(1)}`
    pen = true
  }

  const ticks = Array.from({ length: 7 }, (_, k) => view.from + ((view.to - view.from) / 6) * k)
  const speedTicks = [0, 0.25, 0.5, 0.75, 1].map((f) => Math.round((top / 1.02) * f))
  const point = hover === null ? null : histogram.speeds[hover]
  const labels: Record<HistogramFilter, string> = {
    averageSpeed: t`Median speed`,
    rolls: t`Rolls`,
    states: t`States`,
    tasks: t`Tasks`,
    inactivities: t`Inactivities`,
    powerOffs: t`Power-offs`,
  }
  const band = (key: string, start: number, end: number, fill: string, opacity: number) => (
    <rect
      key={key}
      x={x(Math.max(start, view.from))}
      y={PLOT_TOP}
      width={Math.max(1, x(Math.min(end, view.to)) - x(Math.max(start, view.from)))}
      height={PLOT_BOTTOM - PLOT_TOP}
      fill={fill}
      fillOpacity={opacity}
    />
  )

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
      <Box ref={ref} w="100%">
        <svg
          width={width}
          height={HEIGHT}
          role="img"
          aria-label={t`Speed over time`}
          style={{ display: 'block', touchAction: 'none' }}
          onPointerMove={(e) => {
            const box = e.currentTarget.getBoundingClientRect()
            const time = x.invert(e.clientX - box.left)
            setHover(time < view.from || time > view.to ? null : nearestIndex(histogram.speeds, time))
          }}
          onPointerLeave={() => setHover(null)}
        >
          {speedTicks.map((v) => (
            <g key={v}>
              <line
                x1={AXIS_LEFT}
                x2={width - AXIS_RIGHT}
                y1={yUser(v)}
                y2={yUser(v)}
                stroke="var(--mantine-color-default-border)"
                strokeDasharray="3 3"
              />
              <text
                x={AXIS_LEFT - 4}
                y={yUser(v) + 4}
                fontSize={11}
                textAnchor="end"
                fill="var(--mantine-color-dimmed)"
              >
                {formatNumber(v, prefs)}
              </text>
            </g>
          ))}
          {on('inactivities')
            ? histogram.inactivities
                .filter(visible)
                .map((i) =>
                  band(
                    `i${i.start}`,
                    i.start,
                    Math.max(i.end, i.start + 30_000),
                    colourOfState(i.state),
                    0.22,
                  ),
                )
            : null}
          {on('powerOffs')
            ? histogram.powerOffs
                .filter(visible)
                .map((p) => band(`p${p.start}`, p.start, p.end, powerOffColour, 0.35))
            : null}
          {on('tasks')
            ? histogram.tasks.filter(visible).map((task) =>
                task.type === 2 ? (
                  band(`t${task.start}`, task.start, task.end, 'var(--mantine-color-orange-4)', 0.2)
                ) : (
                  <circle
                    key={`t${task.start}`}
                    cx={x(task.start)}
                    cy={PLOT_TOP + 14}
                    r={5}
                    fill="var(--mantine-color-orange-6)"
                  >
                    <title>{task.name}</title>
                  </circle>
                ),
              )
            : null}
          {on('rolls')
            ? histogram.rolls
                .filter(visible)
                .map((r) => (
                  <line
                    key={`r${r.number}`}
                    x1={x(r.end)}
                    x2={x(r.end)}
                    y1={PLOT_TOP}
                    y2={PLOT_BOTTOM}
                    stroke="var(--mantine-color-blue-4)"
                    strokeDasharray="2 4"
                  />
                ))
            : null}
          <line
            x1={AXIS_LEFT}
            x2={width - AXIS_RIGHT}
            y1={y(histogram.maxSpeed / 1.05)}
            y2={y(histogram.maxSpeed / 1.05)}
            stroke="var(--mantine-color-red-5)"
            strokeDasharray="6 4"
          />
          <text
            x={AXIS_LEFT + 4}
            y={y(histogram.maxSpeed / 1.05) - 4}
            fontSize={10}
            fill="var(--mantine-color-red-5)"
          >
            {t`Max`}
          </text>
          {on('averageSpeed') ? (
            <line
              x1={AXIS_LEFT}
              x2={width - AXIS_RIGHT}
              y1={y(histogram.median)}
              y2={y(histogram.median)}
              stroke="var(--mantine-color-grape-5)"
              strokeDasharray="3 3"
            />
          ) : null}
          <path d={path} fill="none" stroke="var(--mantine-color-blue-6)" strokeWidth={1.5} />
          {on('states')
            ? (['CM', 'AA', 'EG'] as const).flatMap((key) =>
                histogram.states[key].filter(visible).map((s) => (
                  <g
                    key={`${key}${s.start}`}
                    stroke={stateColour[STATE_CODE[key]]}
                    fill={stateColour[STATE_CODE[key]]}
                  >
                    <line
                      x1={x(Math.max(s.start, view.from))}
                      x2={x(Math.min(s.end, view.to))}
                      y1={LANE_Y[key]}
                      y2={LANE_Y[key]}
                      strokeWidth={4}
                    />
                    {s.end <= view.to ? (
                      <circle cx={x(s.end)} cy={LANE_Y[key]} r={3.5} stroke="none" />
                    ) : null}
                  </g>
                )),
              )
            : null}
          {ticks.map((tick) => (
            <text
              key={tick}
              x={x(tick)}
              y={HEIGHT - 6}
              fontSize={11}
              textAnchor="middle"
              fill="var(--mantine-color-dimmed)"
            >
              {formatTime(tick)}
            </text>
          ))}
          {point ? (
            <g pointerEvents="none">
              <line
                x1={x(point[0])}
                x2={x(point[0])}
                y1={PLOT_TOP}
                y2={PLOT_BOTTOM}
                stroke="var(--mantine-color-text)"
                strokeOpacity={0.4}
              />
              <circle cx={x(point[0])} cy={y(point[1])} r={3.5} fill="var(--mantine-color-blue-6)" />
              <text
                x={Math.min(x(point[0]) + 8, width - 150)}
                y={PLOT_TOP + 14}
                fontSize={12}
                fill="var(--mantine-color-text)"
                stroke="var(--mantine-color-body)"
                strokeWidth={3}
                paintOrder="stroke"
              >
                {`${formatDateTime(point[0])} · ${formatNumber(speedIn(point[1], prefs), prefs)} ${unit}`}
              </text>
            </g>
          ) : null}
        </svg>
      </Box>
      <BrushStrip
        speeds={histogram.speeds}
        range={whole}
        top={histogram.maxSpeed * 1.02}
        width={width}
        inset={{ left: AXIS_LEFT, right: AXIS_RIGHT }}
        selection={selection}
        onSelect={onSelect}
      />
      <OperatorBar
        histogram={histogram}
        range={[whole.from, whole.to]}
        selection={selection}
        onSelect={onSelect}
      />
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
