import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Stack, Text, UnstyledButton } from '@mantine/core'
import { useElementSize } from '@mantine/hooks'
import { useState } from 'react'
import type { OrderHistogram } from '@/contract/order-detail'
import { axisTickStyle } from '@/contract/time-axis'
import { formatAxisTick, formatDateTime } from '@/lib/format/date'
import { speedIn } from '@/lib/format/measures'
import { formatNumber } from '@/lib/format/number'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import {
  availableHistogramFilters,
  defaultHistogramFilters,
  type HistogramFilter,
} from '../model/histogram-filters'
import type { Selection } from '../model/sections'
import { nearestIndex, timeScale } from '../model/time-scale'
import { BrushStrip } from './brush-strip'
import { HistogramFilterChips } from './histogram-filter-chips'
import { ProductivityBars, SetPointLine } from './histogram-layers'
import { PeriodLayers, StateLanes } from './histogram-periods'
import { HistogramReadout } from './histogram-readout'
import { OperatorBar } from './operator-bar'
import { TagValuesChart } from './tag-values-chart'

/** Main chart height capped at 300 px (spec 000 §9); the brush strip below is 60 px. */
const HEIGHT = 300
const AXIS_LEFT = 44
const AXIS_RIGHT = 16
const PLOT_TOP = 8
const PLOT_BOTTOM = 218

/**
 * The speed histogram (large screens only, spec 000 §2.5, §4.3), drawn as SVG: speed over time;
 * the CM/AA/EG state series in three lanes, each period a line with a marker at its end;
 * maintenance tasks (type 1 a point, type 2 an area); rolls; inactivities and power-offs coloured
 * by code; the max-speed line at max/1.05; the speed set point and productivity, and for a
 * technician the tag values in lanes below (ADR 044); the filter toggles; the 60 px brush strip
 * and the operator bar, whose selections filter the lists below. Hand-drawn rather than recharts, which
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
  const [hoverTime, setHoverTime] = useState<number | null>(null)
  const on = (f: HistogramFilter) => filters.includes(f)
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
  const tickStyle = axisTickStyle(view.to - view.from)
  const speedTicks = [0, 0.25, 0.5, 0.75, 1].map((f) => Math.round((top / 1.02) * f))
  const hoverIndex = hoverTime === null ? -1 : nearestIndex(histogram.speeds, hoverTime)
  const point = hoverIndex < 0 ? null : histogram.speeds[hoverIndex]
  return (
    <Stack gap="xs">
      <HistogramFilterChips
        available={availableHistogramFilters(histogram)}
        value={filters}
        onChange={setFilters}
      />
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
            setHoverTime(time < view.from || time > view.to ? null : time)
          }}
          onPointerLeave={() => setHoverTime(null)}
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
          {on('productivity') ? (
            <ProductivityBars
              productivity={histogram.productivity}
              x={x}
              y={y}
              maxSpeed={histogram.maxSpeed}
              visible={visible}
              view={view}
            />
          ) : null}
          <PeriodLayers
            histogram={histogram}
            x={x}
            view={view}
            plot={{ top: PLOT_TOP, bottom: PLOT_BOTTOM }}
            show={{
              inactivities: on('inactivities'),
              powerOffs: on('powerOffs'),
              tasks: on('tasks'),
              rolls: on('rolls'),
            }}
          />
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
          {on('setPoints') ? (
            <SetPointLine setPoints={histogram.setPoints} x={x} y={y} visible={visible} view={view} />
          ) : null}
          {on('states') ? <StateLanes states={histogram.states} x={x} view={view} /> : null}
          {ticks.map((tick) => (
            <text
              key={tick}
              x={x(tick)}
              y={HEIGHT - 6}
              fontSize={11}
              textAnchor="middle"
              fill="var(--mantine-color-dimmed)"
            >
              {formatAxisTick(tick, tickStyle)}
            </text>
          ))}
          <HistogramReadout
            histogram={histogram}
            point={point}
            x={x}
            y={y}
            top={PLOT_TOP}
            bottom={PLOT_BOTTOM}
            width={width}
            prefs={prefs}
            show={{ setPoints: on('setPoints'), productivity: on('productivity') }}
          />
        </svg>
      </Box>
      {on('tagValues') && histogram.tagValues ? (
        <TagValuesChart
          tags={histogram.tagValues}
          view={view}
          width={width}
          inset={{ left: AXIS_LEFT, right: AXIS_RIGHT }}
          hoverTime={hoverTime}
          onHover={setHoverTime}
          prefs={prefs}
        />
      ) : null}
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
