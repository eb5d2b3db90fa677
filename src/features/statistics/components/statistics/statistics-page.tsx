import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Loader, Stack } from '@mantine/core'
import { memo, useMemo } from 'react'
import { ExportButton } from '@/components/export-button'
import { ExtendedHeader } from '@/components/extended-header'
import { IconChart } from '@/components/icons'
import { NoticeView } from '@/components/notice-view'
import { errorMessage } from '@/lib/messages/api-errors'
import { DataUpdatedAt } from '@/offline/components/data-updated-at'
import { exportTraceability } from '../../api/export-traceability'
import { useAvailableDays } from '../../api/get-available-dates'
import { useStatisticsMachines } from '../../api/get-statistics-machines'
import { useTraceability } from '../../api/get-traceability'
import { useOpenedSearch } from '../../hooks/use-opened-search'
import { sameViewProps, statisticsOpening } from '../../model/opened-search'
import { traceabilityQueryOf } from '../../model/screen-requests'
import { allDigital, MAX_MACHINES } from '../../model/selection'
import type { StatisticsSearch } from '../../model/statistics-search'
import { ProductivityResults } from './productivity-results'
import { StatisticsFilters } from './statistics-filters'
import { StatisticsResults } from './statistics-results'

interface StatisticsPageProps {
  search: StatisticsSearch
  onSearch: (next: StatisticsSearch, options?: { replace?: boolean }) => void
}

/**
 * Statistics and productivity (spec 001 §2.1; issue 14): the type switch, machines, days and
 * grouping in the URL; the statistics view (accumulated time, donuts, trends, time bars, table) or
 * the productivity view (percentage lines, table); the Excel export in the extended header once
 * machines and days are set. Opened with nothing in the address, it shows the user's last choice of
 * machines (or the plant's first) on the last full day with data (issue 32); week grouping with
 * machines and no days opens on the month of the last data (§4).
 */
export function StatisticsPage({ search, onSearch }: StatisticsPageProps) {
  const shown = useOpenedSearch(statisticsOpening, search, onSearch)
  return <StatisticsView search={shown} onSearch={onSearch} />
}

/** The page for the search it shows; rendered again only when that search (its values) or onSearch change. */
const StatisticsView = memo(function StatisticsView({ search, onSearch }: StatisticsPageProps) {
  const { t, i18n } = useLingui()
  const machines = useStatisticsMachines()
  const request = traceabilityQueryOf(search)
  const { type, machineIds, dataGrouping: grouping } = request
  const available = useAvailableDays(machineIds)
  const records = useTraceability(request)

  const selected = useMemo(
    () => (machines.data ?? []).filter((m) => machineIds.includes(m.id)),
    [machines.data, machineIds],
  )
  const digital = allDigital(selected)
  const ready = machineIds.length > 0 && search.from !== undefined && search.to !== undefined

  return (
    <Stack gap="md">
      {ready ? (
        <ExtendedHeader>
          <ExportButton
            run={(onProgress) =>
              exportTraceability(
                {
                  start_date: search.from as string,
                  finish_date: search.to as string,
                  machine_ids: machineIds,
                  data_grouping: grouping,
                },
                onProgress,
              )
            }
          />
        </ExtendedHeader>
      ) : null}
      <StatisticsFilters
        machines={machines.data ?? []}
        search={search}
        type={type}
        grouping={grouping}
        available={available.data}
        onSearch={(next) => onSearch(next)}
      />
      {machines.isError ? (
        <Alert color="red" title={t`The machines could not be loaded`}>
          {errorMessage(machines.error, i18n)}
        </Alert>
      ) : null}
      {machineIds.length === 0 ? (
        <NoticeView icon={<IconChart size={30} />} colour="gray" title={t`Choose machines`}>
          <Trans>Pick the machines and the days to see where the time went.</Trans>
        </NoticeView>
      ) : machineIds.length > MAX_MACHINES[type] ? (
        // A shared link of productivity with several machines: the user picks the one to keep.
        <NoticeView icon={<IconChart size={30} />} colour="gray" title={t`One machine in productivity.`}>
          <Trans>Remove machines until one is left.</Trans>
        </NoticeView>
      ) : !ready ? (
        <NoticeView icon={<IconChart size={30} />} colour="gray" title={t`Choose the dates`}>
          <Trans>The charts appear once the range has a start and an end date.</Trans>
        </NoticeView>
      ) : records.isError ? (
        <Alert color="red" title={t`The statistics could not be loaded`}>
          {errorMessage(records.error, i18n)}
        </Alert>
      ) : !records.data ? (
        <Loader size="sm" aria-label={t`Loading`} />
      ) : records.data.length === 0 ? (
        <NoticeView icon={<IconChart size={30} />} colour="gray" title={t`No data`}>
          <Trans>These machines have no data in these days.</Trans>
        </NoticeView>
      ) : (
        <>
          <DataUpdatedAt query={records} />
          {type === 1 ? (
            <StatisticsResults
              records={records.data}
              grouping={grouping}
              digital={digital}
              filters={{ machineIds, startDate: search.from, finishDate: search.to }}
            />
          ) : (
            <ProductivityResults records={records.data} grouping={grouping} digital={digital} />
          )}
        </>
      )}
    </Stack>
  )
}, sameViewProps)
