import { Trans, useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import type { OrderHistogram } from '@/contract/order-detail'
import { formatNumber } from '@/lib/format/number'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import { tagRange, tagUnitIn } from '../model/histogram-series'
import { nearestIndex, timeScale } from '../model/time-scale'

const LANE = 40
/** Mid shades, legible on the dark and the light body. */
const tagColours = ['orange-6', 'cyan-6', 'pink-5', 'violet-4', 'yellow-6', 'indigo-4']

/**
 * A technician's tag values under the speed chart (spec 000 §6, ADR 044): one lane per tag on the
 * chart's time axis, each scaled to its own range (tension, temperature and pressure share no
 * unit), its name, unit and the value at the hovered time on the lane.
 */
export function TagValuesChart({
  tags,
  view,
  width,
  inset,
  hoverTime,
  onHover,
  prefs,
}: {
  tags: NonNullable<OrderHistogram['tagValues']>
  view: { from: number; to: number }
  width: number
  inset: { left: number; right: number }
  hoverTime: number | null
  onHover: (time: number | null) => void
  prefs: UnitPreferences
}) {
  const { t } = useLingui()
  if (tags.length === 0)
    return (
      <Text size="xs" c="dimmed">
        <Trans>The machine recorded no tag values during this order.</Trans>
      </Text>
    )
  const x = timeScale(view.from, view.to, inset.left, width - inset.right)
  const names = tags.map((tag) => tag.tag).join(', ')
  return (
    <svg
      width={width}
      height={tags.length * LANE}
      role="img"
      aria-label={t`Tag values over time: ${names}`}
      style={{ display: 'block', touchAction: 'none' }}
      data-testid="histogram-tag-values"
      onPointerMove={(e) => {
        const time = x.invert(e.clientX - e.currentTarget.getBoundingClientRect().left)
        onHover(time < view.from || time > view.to ? null : time)
      }}
      onPointerLeave={() => onHover(null)}
    >
      {tags.map((tag, k) => {
        const unit = tagUnitIn(tag.unit, prefs)
        const [low, high] = tagRange(tag.points)
        const top = k * LANE
        const y = (v: number) => top + LANE - 4 - ((v - low) / (high - low)) * (LANE - 18)
        const colour = `var(--mantine-color-${tagColours[k % tagColours.length]})`
        let path = ''
        let pen = false
        for (const [time, v] of tag.points) {
          if (time < view.from || time > view.to) {
            pen = false
            continue
          }
          path += `${pen ? 'L' : 'M'}${x(time).toFixed(1)},${y(v).toFixed(1)}`
          pen = true
        }
        const i = hoverTime === null ? -1 : nearestIndex(tag.points, hoverTime)
        const hovered = i < 0 ? null : tag.points[i]
        return (
          <g key={tag.tag}>
            <line
              x1={inset.left}
              x2={width - inset.right}
              y1={top + LANE - 0.5}
              y2={top + LANE - 0.5}
              stroke="var(--mantine-color-default-border)"
            />
            <path d={path} fill="none" stroke={colour} strokeWidth={1.5} />
            {hovered ? <circle cx={x(hovered[0])} cy={y(hovered[1])} r={3} fill={colour} /> : null}
            <text
              x={inset.left + 4}
              y={top + 11}
              fontSize={11}
              fill="var(--mantine-color-text)"
              stroke="var(--mantine-color-body)"
              strokeWidth={3}
              paintOrder="stroke"
            >
              {`${tag.tag}${unit.label ? ` (${unit.label})` : ''}`}
              {hovered ? ` · ${formatNumber(unit.convert(hovered[1]), prefs, { decimals: 1 })}` : null}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
