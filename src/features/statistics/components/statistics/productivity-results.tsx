import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Loader, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { lazy, Suspense } from 'react'
import { DetailSection } from '@/components/collapsible-section'
import type { DataGrouping, TraceabilityRecord } from '@/contract/statistics'
import { StatisticsTable } from './statistics-table'

const ProductivityChart = lazy(() => import('./productivity-chart'))

interface ResultsProps {
  records: TraceabilityRecord[]
  grouping: DataGrouping
  digital: boolean
}

/**
 * The productivity view (type 2, spec 001 §2.1, §9): the percentage lines from the medium
 * breakpoint up, a message below it, and the table. visibleFrom hides the chart with CSS from the
 * first paint; the media query also keeps a phone from loading the charts package for nothing.
 */
export function ProductivityResults({ records, grouping, digital }: ResultsProps) {
  const { t } = useLingui()
  const wide = useMediaQuery('(min-width: 62em)') ?? false
  return (
    <>
      <Box visibleFrom="md">
        <DetailSection headingOrder={2} title={t`Productivity`}>
          {wide ? (
            <Suspense fallback={<Loader size="sm" aria-label={t`Loading`} />}>
              <ProductivityChart records={records} grouping={grouping} />
            </Suspense>
          ) : null}
        </DetailSection>
      </Box>
      <Text hiddenFrom="md" size="sm" c="dimmed" ta="center" data-testid="productivity-narrow">
        <Trans>The productivity chart needs a wider screen.</Trans>
      </Text>
      <DetailSection headingOrder={2} title={t`Table`}>
        <StatisticsTable records={records} grouping={grouping} digital={digital} />
      </DetailSection>
    </>
  )
}
