import type { OrderHistogram } from '@/contract/order-detail'
import { stepPath } from '../model/histogram-series'
import type { TimeScale } from '../model/time-scale'

/** Set point and productivity colours: mid shades, legible on the dark and the light body. */
export const setPointColour = 'var(--mantine-color-teal-5)'
export const productivityColour = 'var(--mantine-color-lime-6)'

type Visible = (p: { start: number; end: number }) => boolean

/** The speed set point: a step line, one run per stretch of one value (ADR 044). */
export function SetPointLine({
  setPoints,
  x,
  y,
  visible,
  view,
}: {
  setPoints: OrderHistogram['setPoints']
  x: TimeScale
  /** m/min to a height. */
  y: (metersPerMinute: number) => number
  visible: Visible
  view: { from: number; to: number }
}) {
  const shown = setPoints.filter(visible).map((s) => ({
    start: Math.max(s.start, view.from),
    end: Math.min(s.end, view.to),
    value: s.speed,
  }))
  return (
    <path
      d={stepPath(shown, x, y)}
      fill="none"
      stroke={setPointColour}
      strokeWidth={2}
      strokeDasharray="8 3"
      data-testid="histogram-set-points"
    />
  )
}

/**
 * Productivity per period as bars on the speed axis: a bar of p % reaches p % of the maximum speed,
 * the clean speed that would have made the period's meters (ADR 044), so it needs no second axis.
 */
export function ProductivityBars({
  productivity,
  x,
  y,
  maxSpeed,
  visible,
  view,
}: {
  productivity: OrderHistogram['productivity']
  x: TimeScale
  y: (metersPerMinute: number) => number
  maxSpeed: number
  visible: Visible
  view: { from: number; to: number }
}) {
  const bottom = y(0)
  return (
    <g fill={productivityColour} fillOpacity={0.28} data-testid="histogram-productivity">
      {productivity.filter(visible).map((p) => {
        const left = x(Math.max(p.start, view.from))
        const top = y((maxSpeed * p.percent) / 100)
        return (
          <rect
            key={p.start}
            x={left + 0.5}
            y={top}
            width={Math.max(1, x(Math.min(p.end, view.to)) - left - 1)}
            height={Math.max(0, bottom - top)}
          />
        )
      })}
    </g>
  )
}
