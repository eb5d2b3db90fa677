import { useLingui } from '@lingui/react/macro'
import { SimpleGrid, Stack, Text } from '@mantine/core'
import type { Currency } from '@/contract/job-costing'
import { formatCostPerSquareMeter, formatCurrency } from '@/lib/format/currency'
import { formatNumber } from '@/lib/format/number'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import type { CostSummary as Summary } from '../../model/cost-statistics'

interface CostSummaryProps {
  summary: Summary
  unit: string
  currency: Currency
  prefs: UnitPreferences
  /** The first card carries the tour's anchor. */
  tourAnchor: boolean
}

/**
 * The figures of the selected period for one consumable type (spec 002 §2.2, §9): consumption in
 * the type's unit, consumption per m², area in m², cost and cost per m² (6 decimals) in the plant
 * currency, with the user's separators.
 */
export function CostSummary({ summary, unit, currency, prefs, tourAnchor }: CostSummaryProps) {
  const { t } = useLingui()
  const perArea = (value: number | null) =>
    value === null ? '-' : `${formatNumber(value, prefs, { decimals: 6 })} ${unit}/m²`
  const figures = [
    {
      key: 'consumption',
      label: t`Consumption`,
      value: `${formatNumber(summary.consumption, prefs, { decimals: 2 })} ${unit}`,
    },
    {
      key: 'consumption-per-m2',
      label: t`Consumption per m²`,
      value: perArea(summary.consumptionPerSquareMeter),
    },
    {
      key: 'area',
      label: t`Area`,
      value: `${formatNumber(summary.squareMeters, prefs, { decimals: 0 })} m²`,
    },
    { key: 'cost', label: t`Cost`, value: formatCurrency(summary.cost, currency.symbol, prefs) },
    {
      key: 'cost-per-m2',
      label: t`Cost per m²`,
      value: formatCostPerSquareMeter(summary.costPerSquareMeter, currency.symbol, prefs),
    },
  ]
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: 5 }}
      spacing="xs"
      verticalSpacing={6}
      data-tour={tourAnchor ? 'cost-summary' : undefined}
    >
      {figures.map((f) => (
        <Stack key={f.key} gap={0} miw={0}>
          <Text size="xs" c="dimmed">
            {f.label}
          </Text>
          <Text size="sm" fw={600} data-testid={`cost-${f.key}`} style={{ overflowWrap: 'anywhere' }}>
            {f.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  )
}
