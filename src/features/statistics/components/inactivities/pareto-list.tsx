import { useLingui } from '@lingui/react/macro'
import { Group, Progress, Stack, Text } from '@mantine/core'
import type { ParetoBar } from './inactivity-pareto'

/**
 * The Pareto on a phone: one line per reason, largest first, its bar as long as its share of the
 * largest, its value and the cumulative share beside it. A chart's slanted names do not fit 360 px;
 * these lines do, and need no chart library in a phone's first screen (issue 30, ADR 043).
 */
export function ParetoList({ bars, format }: { bars: ParetoBar[]; format: (value: number) => string }) {
  const { t } = useLingui()
  const largest = Math.max(0, ...bars.map((b) => b.value))
  return (
    <Stack
      gap={8}
      data-testid="pareto-list"
      component="ol"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {bars.map((bar) => {
        const cumulative = `${bar.cumulative}\u00a0%`
        return (
          <Stack key={bar.reason} gap={2} component="li">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" truncate="end" miw={0}>
                {bar.reason}
              </Text>
              <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                {format(bar.value)}
              </Text>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Progress
                value={largest > 0 ? (bar.value / largest) * 100 : 0}
                color="orange.6"
                size="md"
                style={{ flex: 1 }}
                aria-hidden
              />
              <Text size="xs" c="dimmed" miw={72} ta="right" style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
                {t`cum. ${cumulative}`}
              </Text>
            </Group>
          </Stack>
        )
      })}
    </Stack>
  )
}
