import '@mantine/charts/styles.layer.css'
// The legend's colour swatches: not among the first load's styles (src/app/critical-styles.ts).
import '@mantine/core/styles/ColorSwatch.layer.css'
import { useLingui } from '@lingui/react/macro'
import { BarChart } from '@mantine/charts'
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { TraceabilityRecord } from '@/contract/statistics'
import { hoursMinutes } from '../../model/format'
import { accumulated } from '../../model/statistics-view'
import { TIME_COLOURS } from './state-colours'

/**
 * The accumulated time (spec 001 §2.1): one horizontal bar per state (mechanical change,
 * adjustment, turning) over the whole selection, split into its active, inactive and powered-off
 * parts, in h:mm; the totals as text below, for whoever does not read charts. Loaded with the charts.
 */
export default function AccumulatedPanel({ records }: { records: TraceabilityRecord[] }) {
  const { t } = useLingui()
  const a = accumulated(records)
  const rows = [
    { key: 'mechanical', state: t`Mechanical change`, parts: a.mechanical },
    { key: 'adjustment', state: t`Adjustment`, parts: a.adjustment },
    { key: 'turning', state: t`Turning`, parts: a.turning },
  ] as const
  const data = rows.map((r) => ({
    state: r.state,
    active: r.parts.active,
    inactivity: r.parts.inactivity,
    poweroff: r.parts.poweroff,
  }))
  return (
    <Card withBorder padding="md" data-testid="accumulated-panel">
      <Title order={3} size="h5" mb="xs">
        {t`Accumulated time`}
      </Title>
      <BarChart
        h={200}
        data={data}
        dataKey="state"
        type="stacked"
        orientation="vertical"
        valueFormatter={hoursMinutes}
        withLegend
        gridAxis="x"
        yAxisProps={{ width: 110 }}
        xAxisProps={{ minTickGap: 24 }}
        series={[
          { name: 'active', label: t`Active`, color: TIME_COLOURS.active },
          { name: 'inactivity', label: t`Inactivity`, color: TIME_COLOURS.inactivity },
          { name: 'poweroff', label: t`Power off`, color: TIME_COLOURS.poweroff },
        ]}
      />
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
