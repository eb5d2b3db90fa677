import { useLingui } from '@lingui/react/macro'
import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import type { UsageCounter, UsageProgress } from '@/contract/maintenance-usage'
import { formatDate } from '@/lib/format/date'
import { formatLength } from '@/lib/format/measures'
import { formatNumber } from '@/lib/format/number'
import { progressPercent } from '../../model/task-usage'

/**
 * A usage task's counters (issue 33): each one's value over its threshold since the counters last
 * started again, as a bar, and the day the machine's recent rate reaches it. Loaded on demand by
 * the task page, for a task that recurs by use only.
 */
export default function TaskUsageProgress({ progress }: { progress: readonly UsageProgress[] }) {
  const { t } = useLingui()
  const prefs = useUnitPreferences()
  const names: Record<UsageCounter, string> = {
    meters: t`Length printed`,
    hours: t`Running hours`,
    orders: t`Finished orders`,
    days: t`Days`,
  }
  // Hours so far keep a decimal; thresholds are whole.
  const amount = (counter: UsageCounter, value: number, decimals = 0) =>
    counter === 'meters'
      ? formatLength(value, prefs)
      : counter === 'hours'
        ? `${formatNumber(value, prefs, { decimals })} h`
        : formatNumber(value, prefs, { decimals: 0 })
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t`Recurs by use`}
        </Title>
        {progress.map((p) => {
          const value = amount(p.counter, p.value, 1)
          const threshold = amount(p.counter, p.threshold)
          const day = p.forecastDay ? formatDate(p.forecastDay) : null
          const name = names[p.counter]
          return (
            <Stack key={p.counter} gap={4}>
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={500}>
                  {name}
                </Text>
                <Text size="sm">{t`${value} of ${threshold}`}</Text>
              </Group>
              <Progress
                value={progressPercent(p)}
                color={p.value >= p.threshold ? 'orange' : 'blue'}
                aria-label={t`${name}: ${value} of ${threshold}`}
              />
              <Text size="xs" c="dimmed">
                {day ? t`Expected around ${day}` : t`No recent production to forecast from`}
              </Text>
            </Stack>
          )
        })}
      </Stack>
    </Card>
  )
}
