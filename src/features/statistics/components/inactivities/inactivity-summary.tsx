import { Trans, useLingui } from '@lingui/react/macro'
import { Card, ColorSwatch, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { ShareRing } from '@/components/share-ring'
import { hoursMinutes } from '../../model/format'
import type { InactivityTable } from '../../model/inactivity-records'
import { inactivityShares } from '../../model/percent'
import { CATEGORY_COLOURS } from './category-colours'

/**
 * The summary of process (category 1) and machine (category 2) inactivities: duration, % of
 * duration, count, % of count (process rounded down, machine up), and the donuts of occurrence
 * and duration.
 */
export function InactivitySummary({ table }: { table: InactivityTable }) {
  const { t } = useLingui()
  const shares = inactivityShares({
    process: { duration: table.process.subtotal.duration, count: table.process.subtotal.repeats },
    machine: { duration: table.machine.subtotal.duration, count: table.machine.subtotal.repeats },
  })
  const rows = [
    {
      key: 'process',
      label: t`Process`,
      sum: table.process.subtotal,
      share: shares.process,
      colour: CATEGORY_COLOURS[1],
    },
    {
      key: 'machine',
      label: t`Machine`,
      sum: table.machine.subtotal,
      share: shares.machine,
      colour: CATEGORY_COLOURS[2],
    },
  ] as const
  // The two donuts share their parts (process, machine); each measures them its own way.
  const rings = [
    {
      key: 'occurrence',
      title: t`Occurrence`,
      part: (r: (typeof rows)[number]) => ({
        value: r.sum.repeats,
        label: `${r.sum.repeats} (${r.share.countPercent} %)`,
      }),
    },
    {
      key: 'duration',
      title: t`Duration`,
      part: (r: (typeof rows)[number]) => ({
        value: r.sum.duration,
        label: `${hoursMinutes(r.sum.duration)} (${r.share.durationPercent} %)`,
      }),
    },
  ]
  const totalTime = hoursMinutes(table.total.duration)
  const totalCount = table.total.repeats
  return (
    <Card withBorder padding="md" data-testid="inactivity-summary">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        {rows.map((row) => (
          <Stack key={row.key} gap={2} data-testid={`summary-${row.key}`}>
            <Group gap={6} wrap="nowrap">
              {/* The category's colour as a swatch: as text it lacks contrast on the dark theme. */}
              <ColorSwatch color={`var(--mantine-color-${row.colour.replace('.', '-')})`} size={12} />
              <Title order={2} size="h5">
                {row.label}
              </Title>
            </Group>
            <Text size="sm">
              <Trans>Duration</Trans>: <b>{hoursMinutes(row.sum.duration)}</b> ({row.share.durationPercent} %)
            </Text>
            <Text size="sm">
              <Trans>Count</Trans>: <b>{row.sum.repeats}</b> ({row.share.countPercent} %)
            </Text>
          </Stack>
        ))}
        {rings.map((ring) => (
          <ShareRing
            key={ring.key}
            title={ring.title}
            testId={`share-${ring.key}`}
            thickness={18}
            parts={rows.map((r) => ({ name: r.label, color: r.colour, ...ring.part(r) }))}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="xs">
        <Text size="xs" c="dimmed">
          {t`Total: ${totalTime} in ${totalCount} inactivities`}
        </Text>
      </Group>
    </Card>
  )
}
