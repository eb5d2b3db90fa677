import './fading-tooltip.css'
import { ChartTooltip, type ChartTooltipProps } from '@mantine/charts'
import { type ReactNode, useRef } from 'react'

/** Put on a Mantine chart's root (`className`) so its tooltip fades (fading-tooltip.css). */
export const CHART_FADE_CLASS = 'pp-chart-fade'

type TooltipContentProps = Pick<ChartTooltipProps, 'series' | 'unit' | 'valueFormatter'> & {
  // Filled in by Recharts when it draws the tooltip.
  label?: ReactNode
  payload?: ChartTooltipProps['payload']
}

/**
 * Mantine's tooltip content, keeping the last point's text while the tooltip fades out: Recharts
 * empties the payload the moment the pointer leaves, which would fade out an empty box.
 */
function FadingTooltipContent({ label, payload, series, unit, valueFormatter }: TooltipContentProps) {
  const last = useRef<{ label: ReactNode; payload: NonNullable<ChartTooltipProps['payload']> } | null>(null)
  if (payload && payload.length > 0) last.current = { label, payload }
  if (!last.current) return null
  return (
    <ChartTooltip
      label={last.current.label}
      payload={last.current.payload}
      series={series}
      unit={unit}
      valueFormatter={valueFormatter}
    />
  )
}

/**
 * A Mantine chart's `tooltipProps` and `className` for the spec's tooltip fades (spec 001 §9): pass
 * the chart's own series, unit and value formatter, as the chart would give its tooltip.
 */
export function fadingTooltip(props: Pick<ChartTooltipProps, 'series' | 'unit' | 'valueFormatter'>) {
  return {
    className: CHART_FADE_CLASS,
    tooltipProps: { content: <FadingTooltipContent {...props} /> },
  }
}
