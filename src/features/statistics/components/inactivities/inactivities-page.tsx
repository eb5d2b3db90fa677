import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Box, Loader, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { lazy, memo, Suspense, useMemo } from 'react'
import { DetailSection } from '@/components/collapsible-section'
import { ExportButton } from '@/components/export-button'
import { ExtendedHeader } from '@/components/extended-header'
import { IconClipboardList } from '@/components/icons'
import { NoticeView } from '@/components/notice-view'
import { WhenScrolledTo } from '@/components/when-scrolled-to'
import { stopCostsQuery } from '@/lib/job-costing/stop-costs'
import { errorMessage } from '@/lib/messages/api-errors'
import { withStopNames } from '@/lib/messages/stop-reasons'
import { permissions } from '@/lib/roles/permissions'
import { DataUpdatedAt } from '@/offline/components/data-updated-at'
import { useSession } from '@/offline/session-store'
import { exportInactivities } from '../../api/export-inactivities'
import { useAvailableDays } from '../../api/get-available-dates'
import { useInactivities } from '../../api/get-inactivities'
import { useStatisticsMachines } from '../../api/get-statistics-machines'
import { useOpenedSearch } from '../../hooks/use-opened-search'
import { inactivityTable } from '../../model/inactivity-records'
import type { InactivitySearch } from '../../model/inactivity-search'
import { inactivityOpening, sameViewProps } from '../../model/opened-search'
import { inactivityMachineIds, inactivityQueryOf } from '../../model/screen-requests'
import { InactivityFilters } from './inactivity-filters'
import { InactivityPareto } from './inactivity-pareto'
import { InactivitySummary } from './inactivity-summary'
import { InactivityTable } from './inactivity-table'

const InactivityTrends = lazy(() => import('./inactivity-trends'))

interface InactivitiesPageProps {
  search: InactivitySearch
  onSearch: (next: InactivitySearch, options?: { replace?: boolean }) => void
}

/**
 * Inactivity statistics (spec 001 §2.2; issue 14): one machine and its days; the summary of
 * process and machine inactivities with their donuts, the reasons as bars (not on small screens),
 * the table with subtotals (not on extra-small ones), and the Pareto; the Excel export in the
 * extended header. Opened with nothing in the address, it shows the user's last machine (or the
 * plant's first) on its last full day with data (issue 32); a machine chosen without days opens on
 * that day too.
 */
export function InactivitiesPage({ search, onSearch }: InactivitiesPageProps) {
  const shown = useOpenedSearch(inactivityOpening, search, onSearch)
  return <InactivitiesView search={shown} onSearch={onSearch} />
}

/** The page for the search it shows; rendered again only when that search (its values) or onSearch change. */
const InactivitiesView = memo(function InactivitiesView({ search, onSearch }: InactivitiesPageProps) {
  const { t, i18n } = useLingui()
  const machines = useStatisticsMachines()
  const machineIds = useMemo(() => inactivityMachineIds(search.machine), [search.machine])
  const available = useAvailableDays(machineIds)
  const records = useInactivities(inactivityQueryOf(search))
  // Coded reasons named in the user's language (ADR 034); the table, trends and Pareto merge by name.
  const named = useMemo(
    () => (records.data ? withStopNames(i18n, records.data) : undefined),
    [records.data, i18n],
  )

  const table = useMemo(() => inactivityTable(named ?? []), [named])
  // What an hour of this machine standing still costs (issue 15 item 7), for ROLE_JOB_COSTING.
  const { seesCosts } = permissions(useSession().user.roles)
  const stopCosts = useQuery({ ...stopCostsQuery(), enabled: seesCosts }).data
  const perHour = stopCosts?.machines.find((c) => c.machineId === search.machine)?.perHour
  const hourCost = perHour && stopCosts ? { perHour, symbol: stopCosts.currency.symbol } : null
  const ready = search.machine !== undefined && search.from !== undefined && search.to !== undefined

  return (
    <Stack gap="md">
      {ready ? (
        <ExtendedHeader>
          <ExportButton
            run={(onProgress) =>
              exportInactivities(
                {
                  machineId: search.machine as number,
                  startDate: search.from as string,
                  finishDate: search.to as string,
                },
                onProgress,
              )
            }
          />
        </ExtendedHeader>
      ) : null}
      <InactivityFilters
        machines={machines.data ?? []}
        search={search}
        available={available.data}
        onSearch={(next) => onSearch(next)}
      />
      {machines.isError ? (
        <Alert color="red" title={t`The machines could not be loaded`}>
          {errorMessage(machines.error, i18n)}
        </Alert>
      ) : null}
      {search.machine === undefined ? (
        <NoticeView icon={<IconClipboardList size={30} />} colour="gray" title={t`Choose a machine`}>
          <Trans>Pick a machine and the days to see why it stood still.</Trans>
        </NoticeView>
      ) : records.isError ? (
        <Alert color="red" title={t`The inactivities could not be loaded`}>
          {errorMessage(records.error, i18n)}
        </Alert>
      ) : !records.data ? (
        ready ? (
          <Loader size="sm" aria-label={t`Loading`} />
        ) : null
      ) : records.data.length === 0 ? (
        <NoticeView icon={<IconClipboardList size={30} />} colour="green" title={t`No inactivity`}>
          <Trans>This machine did not stop in these days.</Trans>
        </NoticeView>
      ) : (
        <>
          <DataUpdatedAt query={records} />
          <InactivitySummary table={table} />
          <Box visibleFrom="sm">
            <DetailSection headingOrder={2} title={t`Trends`}>
              <WhenScrolledTo height={320}>
                <Suspense fallback={<Loader size="sm" aria-label={t`Loading`} />}>
                  <InactivityTrends records={named ?? []} />
                </Suspense>
              </WhenScrolledTo>
            </DetailSection>
          </Box>
          <Box visibleFrom="xs">
            <DetailSection headingOrder={2} title={t`Table`}>
              <InactivityTable table={table} />
            </DetailSection>
          </Box>
          <DetailSection headingOrder={2} title={t`Pareto of the reasons`}>
            <InactivityPareto records={named ?? []} hourCost={hourCost} />
          </DetailSection>
        </>
      )}
    </Stack>
  )
}, sameViewProps)
