import { useLingui } from '@lingui/react/macro'
import { Loader } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { DetailSection } from '@/components/collapsible-section'
import { WhenScrolledTo } from '@/components/when-scrolled-to'
import type { DataGrouping, TraceabilityRecord } from '@/contract/statistics'
import type { MakereadyFilters } from '../../api/get-makeready'
import { MakereadyView } from '../makeready/makeready-view'
import { OeeView } from '../oee/oee-view'
import { AccumulatedPanel } from './accumulated-panel'
import { StatisticsDonuts } from './statistics-donuts'
import { StatisticsTable } from './statistics-table'

// The chart library loads when the first chart scrolls into view: the first screen (accumulated
// time, donuts) draws without it (issue 30, ADR 043).
const TrendsChart = lazy(() => import('./trends-chart'))
const TimeBars = lazy(() => import('./time-bars'))

interface ResultsProps {
  records: TraceabilityRecord[]
  grouping: DataGrouping
  digital: boolean
  /** The machines and days, for the set-ups (a read of their own). */
  filters: MakereadyFilters
}

/**
 * The statistics view (type 1, spec 001 §2.1): the accumulated time, the donuts, the trends, the
 * stacked time bars, the OEE against each machine's objectives and the set-ups kept apart from the
 * run (both beyond the spec, issue 14), and the table (closed at first: with 5 machines by 30
 * periods it is long).
 */
export function StatisticsResults({ records, grouping, digital, filters }: ResultsProps) {
  const { t } = useLingui()
  return (
    <>
      <AccumulatedPanel records={records} />
      <StatisticsDonuts records={records} />
      <DetailSection headingOrder={2} title={t`Trends`}>
        <WhenScrolledTo height={300}>
          <Suspense fallback={<Loader size="sm" aria-label={t`Loading`} />}>
            <TrendsChart records={records} grouping={grouping} digital={digital} />
          </Suspense>
        </WhenScrolledTo>
      </DetailSection>
      <DetailSection headingOrder={2} title={t`Time per date and machine`}>
        <WhenScrolledTo height={300}>
          <Suspense fallback={<Loader size="sm" aria-label={t`Loading`} />}>
            <TimeBars records={records} grouping={grouping} />
          </Suspense>
        </WhenScrolledTo>
      </DetailSection>
      {/* Below the first screen: built when reached, not in the first render a phone waits for. */}
      <DetailSection headingOrder={2} title={t`OEE`}>
        <WhenScrolledTo height={240}>
          <OeeView records={records} />
        </WhenScrolledTo>
      </DetailSection>
      <DetailSection headingOrder={2} title={t`Set-ups apart from the run`}>
        <WhenScrolledTo height={200}>
          <MakereadyView filters={filters} />
        </WhenScrolledTo>
      </DetailSection>
      <DetailSection headingOrder={2} title={t`Table`} defaultOpen={false}>
        <WhenScrolledTo height={200}>
          <StatisticsTable records={records} grouping={grouping} digital={digital} />
        </WhenScrolledTo>
      </DetailSection>
    </>
  )
}
