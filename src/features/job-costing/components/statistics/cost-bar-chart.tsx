import '@mantine/charts/styles.layer.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { BarChart } from '@mantine/charts'
import { Box, Paper, Stack, Table, Text, useComputedColorScheme, VisuallyHidden } from '@mantine/core'
import { useState } from 'react'
import type { Currency } from '@/contract/job-costing'
import { labelRotation } from '@/contract/job-costing-rules'
import { formatCurrency } from '@/lib/format/currency'
import { formatNumber } from '@/lib/format/number'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import { unitSymbol } from '@/lib/messages/quantity-units'
import { axisNumber } from '../../model/axis-number'
import type { CostBar, TypeStatistics } from '../../model/cost-statistics'
import { costColours } from './bar-colours'

interface CostBarChartProps {
  stats: TypeStatistics
  currency: Currency
  prefs: UnitPreferences
  periodName: (day: string) => string
  tourAnchor: boolean
}

/** §9: columns at least 12 px wide with 5 px between them, and 80 px high (the tallest column). */
const MIN_COLUMN = 12
const GAP = 5
const COLUMN_HEIGHT = 80
/** Room above the tallest column (the average line's label) and below the plot. */
const MARGIN = { top: 12, right: 5, bottom: 4, left: 5 }
/** The x axis under the columns: its labels turned 30 or 60 degrees need more room. */
const xAxisHeight = (rotation: number) => (rotation ? 64 : 30)
/** The chart's height: the columns' 80 px plus the margins and the x axis. */
const costChartHeight = (rotation: number) =>
  COLUMN_HEIGHT + MARGIN.top + MARGIN.bottom + xAxisHeight(rotation)

/**
 * The cost per period of one consumable type (spec 002 §2.2, §9): the last bar (the selected
 * period) green, bars waiting for a recalculation red with their reason, the others neutral, the
 * yellow dashed average line, x labels turned 0/30/60 degrees by the bar count. A bar's value shows
 * on hover and, for touch screens and keyboards, on click under the chart; a hidden table gives the
 * same figures to screen readers.
 */
export default function CostBarChart({ stats, currency, prefs, periodName, tourAnchor }: CostBarChartProps) {
  const { t, i18n } = useLingui()
  const colours = costColours(useComputedColorScheme('dark'))
  const [picked, setPicked] = useState<number | null>(null)
  const symbol = currency.symbol
  const money = (v: number) => formatCurrency(v, symbol, prefs)
  const rotation = labelRotation(stats.bars.length)
  const pending = t`Pending recalculation: these costs will change when the new prices have been applied`
  const data = stats.bars.map((b) => ({ ...b, period: periodName(b.label), color: colours[b.tone] }))
  const chosen = picked === null ? null : stats.bars[picked]
  const unit = unitSymbol(i18n, stats.type?.unit)
  const barText = (b: CostBar) =>
    `${periodName(b.label)}: ${money(b.cost)} · ${formatNumber(b.consumption, prefs, { decimals: 2 })} ${unit}`

  return (
    <Stack gap={4} data-tour={tourAnchor ? 'cost-chart' : undefined}>
      <Text size="xs" c="dimmed">
        {t`Cost per period (${symbol})`}
      </Text>
      {/* Never wider than the page: a chart with more bars than fit scrolls inside its card. */}
      <Box style={{ overflowX: 'auto' }}>
        <Box miw={stats.bars.length * (MIN_COLUMN + GAP) + 60} data-testid="cost-chart">
          <BarChart
            h={costChartHeight(rotation)}
            data={data}
            dataKey="period"
            series={[{ name: 'cost', label: t`Cost`, color: colours.normal }]}
            fillOpacity={stats.active ? 1 : 0.5}
            // The axis ticks; the tooltip and the line under the chart give the exact amount.
            valueFormatter={(v) => axisNumber(v, prefs)}
            gridAxis="y"
            tickLine="y"
            barChartProps={{ barCategoryGap: GAP, margin: MARGIN }}
            yAxisProps={{ width: 52 }}
            xAxisProps={{
              angle: -rotation,
              textAnchor: rotation ? 'end' : 'middle',
              height: xAxisHeight(rotation),
              minTickGap: 2,
            }}
            referenceLines={
              stats.average === null
                ? []
                : [
                    {
                      y: stats.average,
                      color: colours.average,
                      strokeDasharray: '6 4',
                      strokeWidth: 2,
                      label: t`Average`,
                    },
                  ]
            }
            barProps={{
              cursor: 'pointer',
              onClick: (_entry: unknown, index: number) => setPicked(index),
            }}
            tooltipProps={{
              content: ({ payload }) => {
                const bar = payload?.[0]?.payload as (CostBar & { period: string }) | undefined
                if (!bar) return null
                return (
                  <Paper withBorder shadow="sm" p="xs" maw={260}>
                    <Text size="xs" fw={600}>
                      {bar.period}
                    </Text>
                    <Text size="sm">{money(bar.cost)}</Text>
                    <Text size="xs" c="dimmed">
                      {formatNumber(bar.consumption, prefs, { decimals: 2 })} {unit}
                    </Text>
                    {bar.recalculate ? (
                      <Text size="xs" c="red" mt={4}>
                        {pending}
                      </Text>
                    ) : null}
                  </Paper>
                )
              },
            }}
          />
        </Box>
      </Box>
      <Text size="xs" c={chosen?.recalculate ? 'red' : 'dimmed'} aria-live="polite" data-testid="cost-picked">
        {chosen ? (
          chosen.recalculate ? (
            `${barText(chosen)} · ${pending}`
          ) : (
            barText(chosen)
          )
        ) : (
          <Trans>Tap or click a bar to see its value.</Trans>
        )}
      </Text>
      <VisuallyHidden>
        <Table>
          <caption>{t`Cost per period`}</caption>
          <thead>
            <tr>
              <th>{t`Period`}</th>
              <th>{t`Cost`}</th>
              <th>{t`Consumption`}</th>
            </tr>
          </thead>
          <tbody>
            {stats.bars.map((b) => (
              <tr key={b.label}>
                <td>{periodName(b.label)}</td>
                <td>{b.recalculate ? `${money(b.cost)} (${pending})` : money(b.cost)}</td>
                <td>
                  {formatNumber(b.consumption, prefs, { decimals: 2 })} {unit}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  )
}
