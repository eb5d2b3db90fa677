import { Trans } from '@lingui/react/macro'
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { StateBlock } from '@/contract/order-detail'
import { formatDateTime } from '@/lib/format/date'
import { formatDuration } from '@/lib/format/duration'
import { formatLength } from '@/lib/format/measures'
import { MISSING } from '@/lib/format/number'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import '@/components/production/machine-state.css'

const titles: Record<1 | 2 | 3, ReactNode> = {
  1: <Trans>Mechanical change</Trans>,
  2: <Trans>Adjustment</Trans>,
  3: <Trans>Turning</Trans>,
}

function Row({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right">
        {value}
      </Text>
    </Group>
  )
}

/** The three state cards (spec 000 §2.5): mechanical change, adjustment and turning. */
export function StateCards({ states, prefs }: { states: StateBlock[]; prefs: UnitPreferences }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      {states.map((s) => (
        <Paper
          key={s.state}
          withBorder
          radius="md"
          p="sm"
          className={`pp-state-${s.state}`}
          style={{ borderTop: '4px solid var(--pp-state)' }}
        >
          <Stack gap={4}>
            <Text fw={600}>{titles[s.state]}</Text>
            <Row label={<Trans>Time</Trans>} value={formatDuration(s.stateTime)} />
            <Row label={<Trans>Meters</Trans>} value={formatLength(s.meters, prefs)} />
            <Row label={<Trans>Power-off time</Trans>} value={formatDuration(s.powerOffTime)} />
            <Row
              label={<Trans>Inactivity time</Trans>}
              value={
                <Trans>
                  {formatDuration(s.inactivityTime)} ({s.inactivityCount})
                </Trans>
              }
            />
            {s.inactivityMeters !== null ? (
              <Row label={<Trans>Inactivity meters</Trans>} value={formatLength(s.inactivityMeters, prefs)} />
            ) : null}
            <Row label={<Trans>Start</Trans>} value={s.dateStart ? formatDateTime(s.dateStart) : MISSING} />
            <Row
              label={<Trans>Finish</Trans>}
              value={s.dateFinish ? formatDateTime(s.dateFinish) : MISSING}
            />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  )
}
