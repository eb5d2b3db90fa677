import { useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import type { OrderHistogram } from '@/contract/order-detail'
import { formatDateTime } from '@/lib/format/date'
import { speedIn, speedUnit } from '@/lib/format/measures'
import { formatNumber } from '@/lib/format/number'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import { periodAt } from '../model/histogram-series'
import type { TimeScale } from '../model/time-scale'
import { setPointColour } from './histogram-layers'

/** The hover transition of the histogram (spec 000 §9): the read-out fades in and out in 50 ms. */
const HOVER_MS = 50

/**
 * The hover read-out: a vertical rule at the nearest sample, its time and speed, and, when their
 * filters are on, the set point and the productivity of that moment. It stays drawn after the
 * pointer leaves and fades out, so the 50 ms transition has something to fade.
 */
export function HistogramReadout({
  histogram,
  point,
  x,
  y,
  top,
  bottom,
  width,
  prefs,
  show,
}: {
  histogram: OrderHistogram
  point: readonly [number, number] | null
  x: TimeScale
  y: (metersPerMinute: number) => number
  top: number
  bottom: number
  width: number
  prefs: UnitPreferences
  show: { setPoints: boolean; productivity: boolean }
}) {
  const { t } = useLingui()
  const last = useRef<readonly [number, number] | null>(null)
  if (point) last.current = point
  const shown = point ?? last.current
  if (!shown) return null
  const [time, speed] = shown
  const unit = speedUnit(prefs)
  const speedText = (v: number) => `${formatNumber(speedIn(v, prefs), prefs)} ${unit}`
  const setPoint = show.setPoints ? periodAt(histogram.setPoints, time) : null
  const productivity = show.productivity ? periodAt(histogram.productivity, time) : null
  const setSpeed = setPoint ? speedText(setPoint.speed) : ''
  const percent = productivity ? formatNumber(productivity.percent, prefs, { decimals: 1 }) : ''
  const lines = [
    `${formatDateTime(time)} · ${speedText(speed)}`,
    setPoint ? t`Set point: ${setSpeed}` : null,
    productivity ? t`Productivity: ${percent} %` : null,
  ].filter((l): l is string => l !== null)
  const left = Math.min(x(time) + 8, width - 190)
  return (
    <g
      pointerEvents="none"
      style={{ opacity: point ? 1 : 0, transition: `opacity ${HOVER_MS}ms linear` }}
      data-testid="histogram-readout"
    >
      <line
        x1={x(time)}
        x2={x(time)}
        y1={top}
        y2={bottom}
        stroke="var(--mantine-color-text)"
        strokeOpacity={0.4}
      />
      <circle cx={x(time)} cy={y(speed)} r={3.5} fill="var(--mantine-color-blue-6)" />
      {setPoint ? <circle cx={x(time)} cy={y(setPoint.speed)} r={3} fill={setPointColour} /> : null}
      {lines.map((line, k) => (
        <text
          key={line}
          x={left}
          y={top + 14 + k * 15}
          fontSize={12}
          fill="var(--mantine-color-text)"
          stroke="var(--mantine-color-body)"
          strokeWidth={3}
          paintOrder="stroke"
        >
          {line}
        </text>
      ))}
    </g>
  )
}
