import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { formatDateTime } from '@/lib/format/date'
import type { Selection } from '../model/sections'
import { dragSelection, keyedSelection, timeScale } from '../model/time-scale'

/** The brush strip is 60 px high (spec 000 §9). */
const HEIGHT = 60

/**
 * The histogram's brush (spec 000 §4.3): the whole order in miniature; dragging across it selects
 * a period (shown shaded), which zooms the chart and filters the lists below.
 */
export function BrushStrip({
  speeds,
  range,
  top,
  width,
  inset,
  selection,
  onSelect,
}: {
  speeds: readonly (readonly [number, number])[]
  range: { from: number; to: number }
  /** The speed at the top of the strip, m/min. */
  top: number
  width: number
  inset: { left: number; right: number }
  selection: Selection | null
  onSelect: (s: Selection | null) => void
}) {
  const { t } = useLingui()
  const x = timeScale(range.from, range.to, inset.left, width - inset.right)
  const [drag, setDrag] = useState<{ from: number; to: number } | null>(null)
  const origin = useRef<number | null>(null)
  const yAt = (v: number) => HEIGHT - 4 - (Math.min(v, top) / Math.max(1, top)) * (HEIGHT - 8)
  const path = speeds
    .map(([time, v], i) => `${i ? 'L' : 'M'}${x(time).toFixed(1)},${yAt(v).toFixed(1)}`)
    .join('')
  const timeAt = (e: React.PointerEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect()
    return Math.min(range.to, Math.max(range.from, x.invert(e.clientX - box.left)))
  }
  const shown = drag ?? selection
  return (
    // Drag with the pointer; from the keyboard, arrows move the period, Shift+arrows resize it,
    // Escape clears it (keyedSelection). The slider role is on a wrapper: an <svg> cannot take it.
    <div
      role="slider"
      tabIndex={0}
      aria-label={t`Period selector: drag across it, or use the arrow keys, to select a period`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={
        selection ? Math.round(((selection.from - range.from) / Math.max(1, range.to - range.from)) * 100) : 0
      }
      aria-valuetext={
        selection ? `${formatDateTime(selection.from)} – ${formatDateTime(selection.to)}` : t`The whole order`
      }
      data-testid="histogram-brush"
      style={{ width, outlineOffset: 2 }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          if (selection) onSelect(null)
          return
        }
        const next = keyedSelection(selection, e.key, e.shiftKey, range)
        if (!next) return
        e.preventDefault()
        onSelect(next)
      }}
    >
      <svg
        width={width}
        height={HEIGHT}
        aria-hidden
        style={{ display: 'block', cursor: 'crosshair', touchAction: 'none' }}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId)
          origin.current = timeAt(e)
          setDrag({ from: origin.current, to: origin.current })
        }}
        onPointerMove={(e) => {
          if (origin.current === null) return
          const at = timeAt(e)
          setDrag({ from: Math.min(origin.current, at), to: Math.max(origin.current, at) })
        }}
        onPointerUp={(e) => {
          if (origin.current === null) return
          // A drag of less than 4 px is a click, not a period.
          const picked = dragSelection(
            origin.current,
            timeAt(e),
            ((range.to - range.from) / Math.max(1, width)) * 4,
          )
          origin.current = null
          setDrag(null)
          if (picked) onSelect(picked)
        }}
      >
        <rect
          x={inset.left}
          y={0}
          width={width - inset.left - inset.right}
          height={HEIGHT}
          fill="var(--mantine-color-default-hover)"
          stroke="var(--mantine-color-default-border)"
        />
        <path d={path} fill="none" stroke="var(--mantine-color-blue-4)" strokeWidth={1} />
        {shown ? (
          <rect
            x={x(shown.from)}
            y={0}
            width={Math.max(2, x(shown.to) - x(shown.from))}
            height={HEIGHT}
            fill="var(--mantine-color-blue-6)"
            fillOpacity={0.25}
            stroke="var(--mantine-color-blue-6)"
          />
        ) : null}
      </svg>
    </div>
  )
}
