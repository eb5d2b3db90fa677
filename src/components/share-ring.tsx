import { RingProgress, Stack, Text } from '@mantine/core'
import { useReducedMotion } from '@mantine/hooks'
import { type ReactNode, useEffect, useState } from 'react'

/** Spec 001 §9: the donuts draw themselves, and move to new values, over 750 ms. */
export const RING_ANIMATION_MS = 750

export interface RingPart {
  name: string
  value: number
  /** A Mantine colour, 'teal.6'. */
  color: string
  /** The tooltip's value, "42.5 %" or "3:20"; the part's share of the ring when absent. */
  label?: string
}

/** The parts' shares of their sum, in percent; nothing when they sum to nothing. */
export function ringShares(parts: readonly RingPart[]): number[] {
  const sum = parts.reduce((a, p) => a + Math.max(0, p.value), 0)
  return parts.map((p) => (sum > 0 ? (Math.max(0, p.value) / sum) * 100 : 0))
}

const oneDecimal = (v: number) => `${Math.round(v * 10) / 10} %`

/**
 * A fixed-size donut of a few parts (spec 001 §9: donuts of a fixed size), each with its tooltip,
 * drawn by Mantine's RingProgress: the first screens of statistics and inactivities show their
 * donuts without the chart library (issue 30, ADR 043), which loads only for the charts below.
 * The parts and their values are also in the ring's accessible name, for whoever cannot hover.
 * The ring grows from empty to its parts once shown (RING_ANIMATION_MS), unless the user asked
 * for less motion.
 */
export function ShareRing({
  title,
  parts,
  centre,
  size = 110,
  thickness = 16,
  testId,
}: {
  title: string
  parts: readonly RingPart[]
  /** What the middle shows: the main part's percentage. */
  centre?: ReactNode
  size?: number
  thickness?: number
  testId?: string
}) {
  const shares = ringShares(parts)
  const reduced = useReducedMotion()
  // Drawn empty first, then filled in the next frame: the CSS transition animates the difference.
  const [drawn, setDrawn] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setDrawn(true))
    return () => cancelAnimationFrame(frame)
  }, [])
  const described = parts.map((p, i) => `${p.name}: ${p.label ?? oneDecimal(shares[i] ?? 0)}`).join(', ')
  return (
    <Stack gap={4} align="center" data-testid={testId}>
      <Text size="sm" fw={600} ta="center">
        {title}
      </Text>
      <RingProgress
        size={size}
        thickness={thickness}
        role="img"
        aria-label={`${title}: ${described}`}
        rootColor="var(--mantine-color-default-border)"
        transitionDuration={reduced ? 0 : RING_ANIMATION_MS}
        sections={parts.map((p, i) => ({
          value: drawn ? (shares[i] ?? 0) : 0,
          color: p.color,
          tooltip: `${p.name}: ${p.label ?? oneDecimal(shares[i] ?? 0)}`,
        }))}
        label={
          centre === undefined ? undefined : (
            <Text ta="center" fw={700} size="sm">
              {centre}
            </Text>
          )
        }
      />
    </Stack>
  )
}
