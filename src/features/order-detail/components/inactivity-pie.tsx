import { useLingui } from '@lingui/react/macro'
import { Box, Group, Stack, Text } from '@mantine/core'
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts'
import type { OrderInactivity } from '@/contract/order-detail'
import { formatDuration } from '@/lib/format/duration'
import { inactivitySlices, showsPieLabel } from '../model/pie-labels'
import { colourOfState } from './state-colours'

/** Lightness steps so that slices of one state stay apart while keeping the state's hue. */
const shade = (state: number, index: number) =>
  `color-mix(in srgb, ${colourOfState(state)} ${100 - (index % 4) * 18}%, var(--mantine-color-body))`

/** The inactivity pie (loaded with recharts only when shown). */
export default function InactivityPie({ inactivities }: { inactivities: readonly OrderInactivity[] }) {
  const { t } = useLingui()
  const slices = inactivitySlices(inactivities)
  const total = slices.reduce((s, x) => s + x.value, 0)
  const perState = new Map<number, number>()
  const colours = slices.map((s) => {
    const n = perState.get(s.state) ?? 0
    perState.set(s.state, n + 1)
    return shade(s.state, n)
  })
  return (
    <Group align="center" gap="md" wrap="wrap" justify="center">
      <Box w={240} h={240} role="img" aria-label={t`Inactivities by description`}>
        <ResponsiveContainer width="100%" height="100%">
          <PieChart>
            <Pie
              data={slices}
              dataKey="value"
              nameKey="name"
              innerRadius={40}
              outerRadius={100}
              isAnimationActive={false}
              labelLine={false}
              label={({ value, percent }) =>
                showsPieLabel(Number(value), total) ? `${Math.round((percent ?? 0) * 100)} %` : null
              }
            >
              {slices.map((s, i) => (
                <Cell key={`${s.state}-${s.name}`} fill={colours[i]} stroke="var(--mantine-color-body)" />
              ))}
            </Pie>
            <Tooltip formatter={(v) => formatDuration(Number(v))} />
          </PieChart>
        </ResponsiveContainer>
      </Box>
      <Stack gap={4} miw={0} style={{ flex: '1 1 200px' }}>
        {slices.map((s, i) => (
          <Group key={`${s.state}-${s.name}`} gap="xs" wrap="nowrap">
            <Box w={10} h={10} style={{ borderRadius: 2, background: colours[i], flex: 'none' }} />
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
