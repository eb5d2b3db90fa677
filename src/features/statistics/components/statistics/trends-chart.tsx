import '@mantine/charts/styles.layer.css'
import { useLingui } from '@lingui/react/macro'
import { BarChart, LineChart } from '@mantine/charts'
import { Chip, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { AXIS_HEADROOM, headroomAxis } from '@/components/charts/axis-headroom'
import { fadingTooltip } from '@/components/charts/fading-tooltip'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import type { DataGrouping, TraceabilityRecord } from '@/contract/statistics'
import { lengthIn, speedIn } from '@/lib/format/measures'
import { unitSymbol } from '@/lib/messages/quantity-units'
import { timeSymbols } from '@/lib/messages/time-units'
import { ink } from '../../model/format'
import { periodName, type TrendPoint, trends } from '../../model/statistics-view'

type SeriesKey = Exclude<keyof TrendPoint, 'label'>

interface SeriesDef {
  key: SeriesKey
  label: string
  unit: string
  colour: string
  /** Quantities are bars, rates lines. */
  kind: 'bar' | 'line'
  format: (v: number) => string
}

/** Spec 001 §4: on by default. */
const DEFAULT_ON: SeriesKey[] = ['productiveMeters', 'orders', 'powerOnHours', 'quality', 'speed']
const DIGITAL_ONLY: SeriesKey[] = ['ink', 'printedCodes']
/** Whole numbers: their axis has no 2.5 tick. */
const COUNTS: SeriesKey[] = ['orders', 'printedCodes']

const whole = (v: number) => String(Math.round(v))
const oneDecimal = (v: number) => String(Math.round(v * 10) / 10)

/**
 * The trends per period (spec 001 §2.1, §4): a toggle per series, the defaults of §4 on. The
 * series mix meters, orders, hours, percentages, m/min, liters and codes, so each shown series
 * gets a small chart of its own with its unit rather than sharing one axis where the small ones
 * would lie flat. Ink and printed codes are offered only when every machine is digital (§5).
 * Meters and speeds in the user's units (m or ft, m/min or ft/min).
 */
export default function TrendsChart({
  records,
  grouping,
  digital,
}: {
  records: TraceabilityRecord[]
  grouping: DataGrouping
  digital: boolean
}) {
  const { t, i18n } = useLingui()
  const prefs = useUnitPreferences()
  const [shown, setShown] = useState<string[]>(DEFAULT_ON)
  const all: SeriesDef[] = [
    {
      key: 'productiveMeters',
      label: t`Productive meters`,
      unit: prefs.length,
      colour: 'green.6',
      kind: 'bar',
      format: whole,
    },
    {
      key: 'nonProductiveMeters',
      label: t`Non-productive meters`,
      unit: prefs.length,
      colour: 'red.6',
      kind: 'bar',
      format: whole,
    },
    { key: 'orders', label: t`Orders`, unit: '', colour: 'indigo.6', kind: 'bar', format: whole },
    {
      key: 'powerOnHours',
      label: t`Power on`,
      unit: timeSymbols(i18n).hour,
      colour: 'teal.6',
      kind: 'bar',
      format: oneDecimal,
    },
    { key: 'quality', label: t`Quality`, unit: '%', colour: 'green.7', kind: 'line', format: oneDecimal },
    { key: 'speed', label: t`Speed`, unit: prefs.speed, colour: 'blue.6', kind: 'line', format: whole },
    {
      key: 'turningSpeed',
      label: t`Average turning speed`,
      unit: prefs.speed,
      colour: 'cyan.6',
      kind: 'line',
      format: whole,
    },
    { key: 'ink', label: t`Ink`, unit: unitSymbol(i18n, 'L'), colour: 'grape.6', kind: 'bar', format: ink },
    { key: 'printedCodes', label: t`Printed codes`, unit: '', colour: 'pink.6', kind: 'bar', format: whole },
    {
      key: 'availability',
      label: t`Availability`,
      unit: '%',
      colour: 'violet.6',
      kind: 'line',
      format: oneDecimal,
    },
    { key: 'noQuality', label: t`No quality`, unit: '%', colour: 'red.7', kind: 'line', format: oneDecimal },
  ]
  const offered = all.filter((s) => digital || !DIGITAL_ONLY.includes(s.key))
  // Stored in m and m/min; shown in the user's units (spec 001 §9: UNIT_LENGTH, UNIT_SPEED).
  const data = trends(records).map((p) => ({
    ...p,
    productiveMeters: lengthIn(p.productiveMeters, prefs),
    nonProductiveMeters: lengthIn(p.nonProductiveMeters, prefs),
    speed: speedIn(p.speed, prefs),
    turningSpeed: speedIn(p.turningSpeed, prefs),
    period: periodName(p.label, grouping),
  }))
  return (
    <Stack gap="sm">
      <Chip.Group multiple value={shown} onChange={setShown}>
        <Group gap={6}>
          {offered.map((s) => (
            <Chip key={s.key} value={s.key} size="xs" color={s.colour}>
              {s.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {offered
          .filter((s) => shown.includes(s.key))
          .map((s) => {
            const series = [{ name: s.key, label: s.label, color: s.colour }]
            // §9: room above the highest value; a percentage axis ends at 100 at most.
            const axis = headroomAxis(
              data.map((d) => d[s.key]),
              AXIS_HEADROOM,
              { cap: s.unit === '%' ? 100 : undefined, integer: COUNTS.includes(s.key) },
            )
            const common = {
              h: 170,
              data,
              dataKey: 'period',
              series,
              valueFormatter: s.format,
              yAxisProps: { width: 56, ...axis },
              xAxisProps: { minTickGap: 12 },
              tickLine: 'y' as const,
              gridAxis: 'y' as const,
              ...fadingTooltip({ series, valueFormatter: s.format }),
            }
            return (
              <Stack key={s.key} gap={2} data-testid={`trend-${s.key}`}>
                <Text size="xs" fw={600}>
                  {s.unit ? `${s.label} (${s.unit})` : s.label}
                </Text>
                {s.kind === 'bar' ? (
                  <BarChart {...common} />
                ) : (
                  // §9: points of radius 4, 8 under the pointer.
                  <LineChart {...common} dotProps={{ r: 4 }} activeDotProps={{ r: 8 }} />
                )}
              </Stack>
            )
          })}
      </SimpleGrid>
    </Stack>
  )
}
