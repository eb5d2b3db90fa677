import { useLingui } from '@lingui/react/macro'
import { Card, SimpleGrid } from '@mantine/core'
import { ShareRing } from '@/components/share-ring'
import type { TraceabilityRecord } from '@/contract/statistics'
import { percentages, totals } from '../../model/statistics-view'

/** One decimal in the tooltip; the middle shows whole percentages. */
const percent = (v: number) => `${Math.round(v * 10) / 10} %`

/**
 * The four donuts of the statistics view (spec 001 §2.1, §9): power on against off, availability,
 * production against waste, speed against the machines' top speed; each capped at 100 %, of a
 * fixed size. The formulas are in model/statistics-view.ts. Drawn without the chart library
 * (components/share-ring.tsx).
 */
export function StatisticsDonuts({ records }: { records: TraceabilityRecord[] }) {
  const { t } = useLingui()
  const p = percentages(totals(records))
  const donuts = [
    {
      key: 'power',
      title: t`Power on`,
      valueName: t`Power on`,
      value: p.powerOn,
      rest: t`Power off`,
      colour: 'teal.6',
    },
    {
      key: 'availability',
      title: t`Availability`,
      valueName: t`Available`,
      value: p.availability,
      rest: t`Stopped`,
      colour: 'violet.6',
    },
    {
      key: 'production',
      title: t`Production`,
      valueName: t`Production`,
      value: p.quality,
      rest: t`Waste`,
      colour: 'green.6',
    },
    {
      key: 'speed',
      title: t`Speed`,
      valueName: t`Speed`,
      value: p.speed,
      rest: t`Below top speed`,
      colour: 'blue.6',
    },
  ]
  return (
    <Card withBorder padding="md" data-testid="statistics-donuts">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {donuts.map((d) => (
          <ShareRing
            key={d.key}
            testId={`donut-${d.key}`}
            title={d.title}
            centre={`${Math.round(d.value)} %`}
            parts={[
              { name: d.valueName, value: d.value, color: d.colour, label: percent(d.value) },
              {
                name: d.rest,
                value: 100 - d.value,
                color: 'var(--mantine-color-default-border)',
                label: percent(100 - d.value),
              },
            ]}
          />
        ))}
      </SimpleGrid>
    </Card>
  )
}
