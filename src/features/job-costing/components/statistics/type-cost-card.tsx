import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Card, Group, Loader, Stack, Text } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { LazyTooltip } from '@/components/lazy-tooltip'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import type { Currency } from '@/contract/job-costing'
import { consumableTypeName } from '@/lib/messages/consumable-types'
import { unitSymbol } from '@/lib/messages/quantity-units'
import type { TypeStatistics } from '../../model/cost-statistics'
import { CostSummary } from './cost-summary'

// Recharts loads with the first chart, not with the screen's other tabs.
const CostBarChart = lazy(() => import('./cost-bar-chart'))

interface TypeCostCardProps {
  stats: TypeStatistics
  currency: Currency
  periodName: (day: string) => string
  tourAnchor: boolean
}

/** One consumable type of the machine: the selected period's figures and the cost per period. */
export function TypeCostCard({ stats, currency, periodName, tourAnchor }: TypeCostCardProps) {
  const { t, i18n } = useLingui()
  const prefs = useUnitPreferences()
  const typeId = stats.typeId
  const name = stats.type ? consumableTypeName(i18n, typeId, stats.type.name) : t`Consumable type ${typeId}`
  const unit = unitSymbol(i18n, stats.type?.unit)
  const period = stats.summary ? periodName(stats.summary.label) : null
  return (
    <Card
      withBorder
      padding="sm"
      data-testid={`cost-type-${stats.typeId}`}
      aria-label={name}
      component="section"
      // §2.2: a type inactive for the plant is dimmed, its figures still readable.
      style={{ opacity: stats.active ? 1 : 0.55 }}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap={6} wrap="nowrap" miw={0}>
            <Text fw={600} truncate>
              {name}
            </Text>
            {unit ? (
              <Text size="xs" c="dimmed">
                ({unit})
              </Text>
            ) : null}
          </Group>
          <Group gap={6}>
            {period ? (
              <Text size="xs" c="dimmed" data-testid="cost-period">
                {period}
              </Text>
            ) : null}
            {stats.active ? null : (
              <LazyTooltip
                label={t`Not enabled for the plant`}
                events={{ hover: true, focus: true, touch: true }}
              >
                <Badge size="xs" variant="outline" color="gray" tabIndex={0}>
                  <Trans>Inactive</Trans>
                </Badge>
              </LazyTooltip>
            )}
          </Group>
        </Group>
        {stats.summary ? (
          <CostSummary
            summary={stats.summary}
            unit={unit}
            currency={currency}
            prefs={prefs}
            tourAnchor={tourAnchor}
          />
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>No consumption in these periods.</Trans>
          </Text>
        )}
        {stats.bars.length > 0 ? (
          <Suspense fallback={<Loader size="sm" aria-label={t`Loading`} />}>
            <CostBarChart
              stats={stats}
              currency={currency}
              prefs={prefs}
              periodName={periodName}
              tourAnchor={tourAnchor}
            />
          </Suspense>
        ) : null}
      </Stack>
    </Card>
  )
}
