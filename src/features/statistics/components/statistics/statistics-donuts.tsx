import '@mantine/charts/styles.layer.css'
import { useLingui } from '@lingui/react/macro'
import { DonutChart } from '@mantine/charts'
import { Card, SimpleGrid, Stack, Text } from '@mantine/core'
import type { TraceabilityRecord } from '@/contract/statistics'
import { percentages, totals } from '../../model/statistics-view'

interface Donut {
  key: string
  title: string
  value: number
  valueName: string
  rest: string
  colour: string
}

/** Whole percentages on the donut; the tooltip keeps one decimal. */
const percent = (v: number) => `${Math.round(v * 10) / 10} %`

/**
 * The four donuts of the statistics view (spec 001 §2.1, §9): power on against off, availability,
 * production against waste, speed against the machines' top speed; each capped at 100 %, of a
 * fixed size. The formulas are in model/statistics-view.ts. Loaded with the charts.
 */
export default function StatisticsDonuts({ records }: { records: TraceabilityRecord[] }) {
  const { t } = useLingui()
  const p = percentages(totals(records))
  const donuts: Donut[] = [
    {
      key: 'power',
      title: t`Power on`,
      value: p.powerOn,
      valueName: t`Power on`,
      rest: t`Power off`,
      colour: 'teal.6',
    },
    {
      key: 'availability',
      title: t`Availability`,
      value: p.availability,
      valueName: t`Available`,
      rest: t`Stopped`,
      colour: 'violet.6',
    },
    {
      key: 'production',
      title: t`Production`,
      value: p.quality,
      valueName: t`Production`,
      rest: t`Waste`,
      colour: 'green.6',
    },
    {
      key: 'speed',
      title: t`Speed`,
      value: p.speed,
      valueName: t`Speed`,
      rest: t`Below top speed`,
      colour: 'blue.6',
    },
  ]
  return (
    <Card withBorder padding="md" data-testid="statistics-donuts">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {donuts.map((d) => (
          <Stack key={d.key} gap={4} align="center" data-testid={`donut-${d.key}`}>
            <Text size="sm" fw={600}>
              {d.title}
            </Text>
            <DonutChart
              size={110}
              thickness={16}
              withTooltip
              tooltipDataSource="segment"
              valueFormatter={percent}
              chartLabel={`${Math.round(d.value)} %`}
              data={[
                { name: d.valueName, value: d.value, color: d.colour },
                { name: d.rest, value: 100 - d.value, color: 'gray.3' },
              ]}
            />
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  )
}
