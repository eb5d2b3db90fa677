import { useLingui } from '@lingui/react/macro'
import { Alert, Box, Group, Loader, Stack } from '@mantine/core'
import { useLocalStorage } from '@mantine/hooks'
import { useMemo } from 'react'
import { ExportButton } from '@/components/export-button'
import { ExtendedHeader } from '@/components/extended-header'
import { activeFilterCount, FiltersPanel } from '@/components/filters-panel'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import { errorMessage } from '@/lib/messages/api-errors'
import { useCustomers } from '@/lib/production/api/get-customers'
import { useOperators } from '@/lib/production/api/get-operators'
import { usePlantMachines } from '@/lib/production/api/get-plant-machines'
import { deriveMachineLines } from '@/lib/production/machine-lines'
import { permissions } from '@/lib/roles/permissions'
import { DataUpdatedAt } from '@/offline/components/data-updated-at'
import { useSession } from '@/offline/session-store'
import { exportHistoric } from '../api/export-historic'
import { useHistoricSearch } from '../api/search-historic'
import {
  COLUMN_CHOICES_KEY,
  type ColumnChoices,
  defaultColumnChoices,
  resolveColumnChoices,
} from '../model/columns'
import { historicRequestOf } from '../model/filter-state'
import { rememberPageSize, withRememberedSize } from '../model/page-size-memory'
import { type HistoricalSearch, pageOf, pageSizeOf, withFilter } from '../model/search-params'
import { machinesInScope, showsCosts, showsFormat } from '../model/view-rules'
import { HistoricalFiltersBar } from './historical-filters'
import { HistoricalPaginator } from './historical-paginator'
import { ResultsTable, usePhoneResults } from './results-table'

interface HistoricalPageProps {
  search: HistoricalSearch
  onSearch: (next: HistoricalSearch) => void
}

/** Historical orders (spec 000 §2.4): filters, paginators at top and bottom, the results, the export. */
export function HistoricalPage({ search: linked, onSearch }: HistoricalPageProps) {
  const { t, i18n } = useLingui()
  const session = useSession()
  const prefs = useUnitPreferences()
  const phone = usePhoneResults()
  const machines = usePlantMachines()
  const customers = useCustomers()
  const operators = useOperators()
  const [storedChoices, setChoices] = useLocalStorage<ColumnChoices>({
    key: COLUMN_CHOICES_KEY,
    defaultValue: defaultColumnChoices,
  })

  // The page size the user last chose on this device, unless the link names one.
  const search = useMemo(() => withRememberedSize(linked), [linked])
  const body = useMemo(() => historicRequestOf(search), [search])
  const results = useHistoricSearch(body)

  const allMachines = machines.data ?? []
  const scope = machinesInScope(allMachines, search.machine, search.machineLine)
  const flexoOrOffset = showsFormat(scope)
  const costs = showsCosts(scope, search.machine, permissions(session.user.roles).seesCosts)
  const choices = resolveColumnChoices(storedChoices, flexoOrOffset)
  const lines = deriveMachineLines(allMachines)
  const machineOptions = (
    search.machineLine?.length
      ? allMachines.filter((m) => search.machineLine?.includes(m.machineModel.machineLine.id))
      : allMachines
  ).map((m) => ({ id: m.id, name: m.name }))

  const page = pageOf(search)
  const size = pageSizeOf(search)
  const total = results.data?.total ?? 0
  const paginator = (position: 'top' | 'bottom') => (
    <HistoricalPaginator
      position={position}
      page={page}
      size={size}
      total={total}
      onPage={(p) => onSearch({ ...search, page: p === 1 ? undefined : p })}
      onSize={(s) => {
        rememberPageSize(s)
        onSearch({ ...search, size: s, page: undefined })
      }}
    />
  )

  return (
    <Stack gap="sm" py="md">
      <ExtendedHeader>
        <ExportButton run={(onProgress) => exportHistoric(body, onProgress)} />
      </ExtendedHeader>
      <FiltersPanel count={activeFilterCount({ ...search, page: undefined, size: undefined })}>
        <HistoricalFiltersBar
          filters={search}
          options={{
            lines,
            machines: machineOptions,
            customers: customers.data ?? [],
            operators: operators.data ?? [],
          }}
          showFormat={flexoOrOffset}
          prefs={prefs}
          onChange={(key, value) => onSearch(withFilter(search, key, value))}
          onDates={(from, to) => onSearch({ ...withFilter(search, 'from', from), to: to ?? undefined })}
        />
      </FiltersPanel>
      {results.data ? (
        paginator('top')
      ) : (
        // Its place kept while the first page loads: the results must not push the page down when
        // they come (a slow phone renders before they do; CLS 0.12 in Lighthouse on 7 December).
        <Box style={{ visibility: 'hidden' }} aria-hidden inert>
          {paginator('top')}
        </Box>
      )}
      <Group justify="flex-end" mih={18}>
        <DataUpdatedAt query={results} />
      </Group>
      {results.isError && !results.data ? (
        <Alert color="red" title={t`The orders could not be loaded`}>
          {errorMessage(results.error, i18n)}
        </Alert>
      ) : results.isPending && results.fetchStatus === 'paused' ? (
        <Alert color="gray" title={t`Offline`}>
          {t`This search is not stored on this device. Its results appear as soon as the connection returns.`}
        </Alert>
      ) : results.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t`Loading orders`} />
        </Group>
      ) : (
        <Box
          pos="relative"
          aria-busy={results.isPlaceholderData}
          opacity={results.isPlaceholderData ? 0.6 : 1}
        >
          <ResultsTable
            rows={results.data.results}
            prefs={prefs}
            currency={session.userConfig.currency.symbol}
            choices={choices}
            onChoose={(id, field) => setChoices({ ...choices, [id]: field })}
            flexoOrOffset={flexoOrOffset}
            showCosts={costs}
            phone={phone}
            footer={total > 0 ? <Box mt="sm">{paginator('bottom')}</Box> : null}
          />
        </Box>
      )}
    </Stack>
  )
}
