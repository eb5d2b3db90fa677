import { Trans } from '@lingui/react/macro'
import { Paper, RingProgress, SimpleGrid, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { OrderChart, OrderObjectives } from '@/contract/order-detail'
import { formatDuration } from '@/lib/format/duration'
import { formatLength, formatSpeed } from '@/lib/format/measures'
import { formatNumber, MISSING } from '@/lib/format/number'
import type { UnitPreferences } from '@/lib/format/unit-preferences'

const clamp = (n: number | null) => Math.max(0, Math.min(100, n ?? 0))
/** Speed percentages are whole numbers (spec 000 §9). */
const wholePercent = (value: number, max: number) => (max > 0 ? Math.round((value / max) * 100) : null)

function Objective({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="sm" px="xs" py={2} bg="var(--mantine-color-default-hover)">
      <Text size="xs" ta="center">
        {children}
      </Text>
    </Paper>
  )
}

function Gauge({
  title,
  percent,
  colour,
  objective,
  children,
}: {
  title: ReactNode
  percent: number | null
  colour: string
  objective?: ReactNode
  children: ReactNode
}) {
  return (
    <Stack align="center" gap={4} miw={0}>
      <Text size="sm" fw={600} ta="center">
        {title}
      </Text>
      {objective ? <Objective>{objective}</Objective> : <div style={{ height: 22 }} />}
      <RingProgress
        size={112}
        thickness={10}
        roundCaps
        sections={[{ value: clamp(percent), color: colour }]}
        label={
          <Text ta="center" fw={700} size="lg">
            {percent === null ? MISSING : `${Math.round(percent)} %`}
          </Text>
        }
      />
      <Stack gap={0} align="center">
        {children}
      </Stack>
    </Stack>
  )
}

const Line = ({ children }: { children: ReactNode }) => (
  <Text size="xs" c="dimmed" ta="center">
    {children}
  </Text>
)

/** Progress, availability, production and speed gauges with their objective boxes (spec 000 §2.5). */
export function KpiGauges({
  chart,
  objectives,
  prefs,
}: {
  chart: OrderChart
  objectives: OrderObjectives | undefined
  prefs: UnitPreferences
}) {
  const { progress, availability, production, speed } = chart
  const pct = (n: number | null | undefined) =>
    n === null || n === undefined ? MISSING : `${formatNumber(n, prefs, { decimals: 1 })} %`
  const cleanPercent = wholePercent(speed.averageSpeed, speed.maxSpeed)
  const turningPercent = wholePercent(speed.averageTurningSpeed, speed.maxSpeed)
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      <Gauge title={<Trans>Progress</Trans>} percent={progress.progress} colour="blue">
        <Line>
          <Trans>
            Done {formatLength(progress.productionMeters, prefs)} of{' '}
            {formatLength(progress.targetMeters, prefs)}
          </Trans>
        </Line>
        <Line>
          <Trans>{progress.countRolls} rolls</Trans>
        </Line>
      </Gauge>
      <Gauge
        title={<Trans>Availability</Trans>}
        percent={availability.availability}
        colour="teal"
        objective={objectives ? <Trans>Objective {pct(objectives.availability)}</Trans> : undefined}
      >
        <Line>
          <Trans>Active {formatDuration(availability.totalTime - availability.inactivityTime)}</Trans>
        </Line>
        <Line>
          <Trans>
            Inactive {formatDuration(availability.inactivityTime)} ({availability.inactivitiesCount})
          </Trans>
        </Line>
        <Line>
          <Trans>Power off {formatDuration(availability.powerOffTime)}</Trans>
        </Line>
      </Gauge>
      <Gauge
        title={<Trans>Production</Trans>}
        percent={production.production}
        colour="green"
        objective={objectives ? <Trans>Objective {pct(objectives.production)}</Trans> : undefined}
      >
        <Line>
          <Trans>Productive {formatLength(production.productiveMeters, prefs)}</Trans>
        </Line>
        <Line>
          <Trans>Waste {formatLength(production.wasteMeters, prefs)}</Trans>
        </Line>
      </Gauge>
      <Gauge
        title={<Trans>Speed</Trans>}
        percent={cleanPercent}
        colour="grape"
        objective={
          objectives ? (
            <Trans>
              Objective {objectives.speed === null ? MISSING : formatSpeed(objectives.speed, prefs)}
            </Trans>
          ) : undefined
        }
      >
        <Line>
          <Trans>Clean {formatSpeed(speed.averageSpeed, prefs)}</Trans>
        </Line>
        <Line>
          <Trans>
            Turning {formatSpeed(speed.averageTurningSpeed, prefs)} ({turningPercent ?? MISSING} %)
          </Trans>
        </Line>
        <Line>
          <Trans>Max {formatSpeed(speed.maxSpeed, prefs)}</Trans>
        </Line>
      </Gauge>
    </SimpleGrid>
  )
}
