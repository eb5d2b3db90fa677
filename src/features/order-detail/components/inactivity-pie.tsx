import { useLingui } from '@lingui/react/macro'
import { Box, Group, Stack, Text } from '@mantine/core'
import type { OrderInactivity } from '@/contract/order-detail'
import { formatDuration } from '@/lib/format/duration'
import { inactivitySlices, showsPieLabel } from '../model/pie-labels'
import { colourOfState } from './state-colours'

/** Lightness steps so that slices of one state stay apart while keeping the state's hue. */
const shade = (state: number, index: number) =>
  `color-mix(in srgb, ${colourOfState(state)} ${100 - (index % 4) * 18}%, var(--mantine-color-body))`

const SIZE = 240
const R = 100
const INNER = 44

/** A point on the circle at `fraction` of a turn from twelve o'clock. */
const at = (fraction: number, radius: number) => {
  const angle = fraction * 2 * Math.PI - Math.PI / 2
  return [SIZE / 2 + radius * Math.cos(angle), SIZE / 2 + radius * Math.sin(angle)] as const
}

/** One donut slice from `a` to `b` (fractions of a turn). */
function slicePath(a: number, b: number): string {
  // A full circle cannot be one arc: two halves.
  if (b - a >= 0.9999) return `${slicePath(a, a + 0.5)} ${slicePath(a + 0.5, b)}`
  const large = b - a > 0.5 ? 1 : 0
  const [x0, y0] = at(a, R)
  const [x1, y1] = at(b, R)
  const [x2, y2] = at(b, INNER)
  const [x3, y3] = at(a, INNER)
  return `M${x0},${y0} A${R},${R} 0 ${large} 1 ${x1},${y1} L${x2},${y2} A${INNER},${INNER} 0 ${large} 0 ${x3},${y3} Z`
}

/** The inactivity pie: time per description, labels only on slices of 5 % or more (spec 000 §9). */
export default function InactivityPie({ inactivities }: { inactivities: readonly OrderInactivity[] }) {
  const { t } = useLingui()
  const slices = inactivitySlices(inactivities)
  const total = slices.reduce((s, x) => s + x.value, 0)
  const perState = new Map<number, number>()
  let turn = 0
  const drawn = slices.map((s) => {
    const n = perState.get(s.state) ?? 0
    perState.set(s.state, n + 1)
    const from = turn
    turn += total > 0 ? s.value / total : 0
    return { ...s, colour: shade(s.state, n), from, to: turn }
  })
  return (
    <Group align="center" gap="md" wrap="wrap" justify="center">
      <svg
        width={SIZE}
        height={SIZE}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-label={t`Inactivities by description`}
      >
        {drawn.map((s) => {
          const [lx, ly] = at((s.from + s.to) / 2, (R + INNER) / 2)
          return (
            <g key={`${s.state}-${s.name}`}>
              <path
                d={slicePath(s.from, s.to)}
                fill={s.colour}
                stroke="var(--mantine-color-body)"
                strokeWidth={1}
              >
                <title>{`${s.name}: ${formatDuration(s.value)}`}</title>
              </path>
              {showsPieLabel(s.value, total) ? (
                <text
                  x={lx}
                  y={ly + 4}
                  fontSize={12}
                  textAnchor="middle"
                  fill="#fff"
                  stroke="#0008"
                  strokeWidth={2}
                  paintOrder="stroke"
                >
                  {`${Math.round((s.value / total) * 100)} %`}
                </text>
              ) : null}
            </g>
          )
        })}
      </svg>
      <Stack gap={4} miw={0} style={{ flex: '1 1 200px' }}>
        {drawn.map((s) => (
          <Group key={`${s.state}-${s.name}`} gap="xs" wrap="nowrap">
            <Box w={10} h={10} style={{ borderRadius: 2, background: s.colour, flex: 'none' }} />
            <Text size="xs" style={{ flex: 1, overflowWrap: 'anywhere' }}>
              {s.name}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDuration(s.value)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  )
}
