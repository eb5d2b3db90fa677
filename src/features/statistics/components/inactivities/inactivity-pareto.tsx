import { useLingui } from '@lingui/react/macro'
import { Loader, SegmentedControl, Stack } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { lazy, Suspense, useState } from 'react'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import { WhenScrolledTo } from '@/components/when-scrolled-to'
import type { InactivityRecord } from '@/contract/statistics'
import { formatNumber } from '@/lib/format/number'
import { durationCost } from '@/lib/job-costing/stop-costs'
import { pareto } from '../../model/inactivity-records'
import { ParetoList } from './pareto-list'

const ParetoChart = lazy(() => import('./pareto-chart'))

/** Bars shown: the reasons past these are the long tail, and a phone has room for fewer names. */
const MAX_BARS = { wide: 15, narrow: 8 }

/** One reason of the Pareto: its value by the chosen measure and the cumulative share in %. */
export interface ParetoBar {
  reason: string
  value: number
  cumulative: number
}

/**
 * The reasons as a Pareto (beyond the spec): largest first, by minutes, count or cost, with the
 * cumulative share, so the few reasons that make most of the lost time stand out. A chart from
 * 576 px (pareto-chart.tsx, with the chart library, when scrolled to), a list of bars on a phone
 * (pareto-list.tsx).
 */
export function InactivityPareto({
  records,
  hourCost,
}: {
  records: InactivityRecord[]
  /** The machine's cost of an hour standing still (ROLE_JOB_COSTING, issue 15 item 7), else null. */
  hourCost: { perHour: number; symbol: string } | null
}) {
  const { t } = useLingui()
  const prefs = useUnitPreferences()
  const [chosen, setBy] = useState<'duration' | 'count' | 'cost'>('duration')
  const by = chosen === 'cost' && !hourCost ? 'duration' : chosen
  const wide = useMediaQuery('(min-width: 576px)', true, { getInitialValueInEffect: false })
  // By cost ranks as by minutes (one machine, one hourly cost) and shows the money lost per reason.
  const bars: ParetoBar[] = pareto(records, by === 'count' ? 'count' : 'duration')
    .slice(0, wide ? MAX_BARS.wide : MAX_BARS.narrow)
    .map((row) => ({
      reason: row.description,
      value:
        by === 'cost'
          ? Math.round((durationCost(hourCost?.perHour, row.value) ?? 0) * 100) / 100
          : by === 'duration'
            ? Math.round(row.value / 60)
            : row.value,
      cumulative: Math.round(row.cumulative * 10) / 10,
    }))
  const valueLabel =
    by === 'cost' ? t`Cost (${hourCost?.symbol ?? ''})` : by === 'duration' ? t`Minutes` : t`Count`
  const format = (value: number) => {
    const n = formatNumber(value, prefs, { decimals: by === 'cost' ? 2 : 0 })
    return by === 'cost' ? `${n} ${hourCost?.symbol ?? ''}` : by === 'duration' ? t`${n} min` : n
  }
  return (
    <Stack gap="sm">
      <SegmentedControl
        size="xs"
        value={by}
        onChange={(v) => setBy(v === 'count' || v === 'cost' ? v : 'duration')}
        data={[
          { value: 'duration', label: t`By minutes` },
          { value: 'count', label: t`By count` },
          ...(hourCost ? [{ value: 'cost', label: t`By cost` }] : []),
        ]}
        aria-label={t`Pareto of the reasons`}
        style={{ alignSelf: 'flex-start' }}
      />
      {wide ? (
        <WhenScrolledTo height={320}>
          <Suspense fallback={<Loader size="sm" aria-label={t`Loading`} />}>
            <ParetoChart bars={bars} valueLabel={valueLabel} />
          </Suspense>
        </WhenScrolledTo>
      ) : (
        <ParetoList bars={bars} format={format} />
      )}
    </Stack>
  )
}
