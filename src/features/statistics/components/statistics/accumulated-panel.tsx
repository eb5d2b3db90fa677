import { useLingui } from '@lingui/react/macro'
import { Card, ColorSwatch, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { AXIS_HEADROOM, headroomMax } from '@/components/charts/axis-headroom'
import { TOOLTIP_FADE } from '@/components/charts/tooltip-fade'
import { LazyTooltip } from '@/components/lazy-tooltip'
import type { TraceabilityRecord } from '@/contract/statistics'
import { hoursMinutes } from '../../model/format'
import { accumulated } from '../../model/statistics-view'
import { TIME_COLOURS } from './state-colours'

const PARTS = ['active', 'inactivity', 'poweroff'] as const

/**
 * The accumulated time (spec 001 §2.1): one horizontal bar per state (mechanical change,
 * adjustment, turning) over the whole selection, split into its active, inactive and powered-off
 * parts, in h:mm; the totals as text below, for whoever does not read charts. The bars are Mantine
 * Progress bars, each as long as its state's share of the longest, so the first screen draws without
 * the chart library (issue 30, ADR 043). The longest ends short of the card's edge by the axis
 * headroom of the charts (spec 001 §9), and the parts' tooltips fade as theirs do.
 */
export function AccumulatedPanel({ records }: { records: TraceabilityRecord[] }) {
  const { t } = useLingui()
  const a = accumulated(records)
  const rows = [
    { key: 'mechanical', state: t`Mechanical change`, parts: a.mechanical },
    { key: 'adjustment', state: t`Adjustment`, parts: a.adjustment },
    { key: 'turning', state: t`Turning`, parts: a.turning },
  ] as const
  const partName = { active: t`Active`, inactivity: t`Inactivity`, poweroff: t`Power off` }
  const longest = Math.max(0, ...rows.map((r) => r.parts.total))
  const scale = headroomMax(
    rows.map((r) => r.parts.total),
    AXIS_HEADROOM,
  )
  return (
    <Card withBorder padding="md" data-testid="accumulated-panel">
      <Title order={2} size="h5" mb="xs">
        {t`Accumulated time`}
      </Title>
      <Stack gap={6}>
        {rows.map((r) => (
          <Group key={r.key} gap="xs" wrap="nowrap" data-testid={`accumulated-bar-${r.key}`}>
            <Text size="xs" w={{ base: 84, sm: 120 }} style={{ flexShrink: 0 }} lineClamp={2}>
              {r.state}
            </Text>
            <div style={{ flex: 1, minWidth: 0 }}>
              <Progress.Root
                size={22}
                radius="xs"
                w={longest > 0 ? `${Math.max(1, (r.parts.total / scale) * 100)}%` : '100%'}
                role="group"
                aria-label={`${r.state}: ${hoursMinutes(r.parts.total)}`}
              >
                {PARTS.map((part) =>
                  r.parts[part] > 0 ? (
                    <LazyTooltip
                      key={part}
                      label={`${partName[part]}: ${hoursMinutes(r.parts[part])}`}
                      withArrow
                      transitionProps={TOOLTIP_FADE}
                    >
                      <Progress.Section
                        value={r.parts.total > 0 ? (r.parts[part] / r.parts.total) * 100 : 0}
                        color={TIME_COLOURS[part]}
                        aria-label={`${partName[part]}: ${hoursMinutes(r.parts[part])}`}
                        data-part={part}
                      />
                    </LazyTooltip>
                  ) : null,
                )}
              </Progress.Root>
            </div>
          </Group>
        ))}
      </Stack>
      <Group gap="md" justify="center" mt="xs">
        {PARTS.map((part) => (
          <Group key={part} gap={6} wrap="nowrap">
            <ColorSwatch color={`var(--mantine-color-${TIME_COLOURS[part].replace('.', '-')})`} size={12} />
            <Text size="xs">{partName[part]}</Text>
          </Group>
        ))}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" mt="xs">
        {rows.map((r) => {
          const inactive = hoursMinutes(r.parts.inactivity)
          const off = hoursMinutes(r.parts.poweroff)
          return (
            <Stack key={r.key} gap={0} data-testid={`accumulated-${r.key}`}>
              <Text size="sm" fw={600}>
                {r.state}: {hoursMinutes(r.parts.total)}
              </Text>
              <Text size="xs" c="dimmed">
                {t`inactive ${inactive}, powered off ${off}`}
              </Text>
            </Stack>
          )
        })}
      </SimpleGrid>
    </Card>
  )
}
