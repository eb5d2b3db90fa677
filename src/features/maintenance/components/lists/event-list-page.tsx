import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Group, InputBase, Pagination, Stack, Text, Title } from '@mantine/core'
import { QueryState } from '@/components/query-state'
import { SelectChevron } from '@/components/select-chevron'
import { DataUpdatedAt } from '@/offline/components/data-updated-at'
import { useDashboard } from '../../api/get-dashboard'
import { useEvents } from '../../api/get-events'
import { useMaintenanceData } from '../../api/get-maintenance-data'
import { dataAge } from '../../api/work-order-store'
import { defaultOrder, type ListKind, listParams, PAGE_SIZE } from '../../model/list-kinds'
import { type EventOrder, filtersOf, type MaintenanceSearch } from '../../model/list-search'
import { EventFilters } from './event-filters'
import { EventResults } from './event-results'

interface EventListPageProps {
  kind: ListKind
  search: MaintenanceSearch
  onSearch: (next: MaintenanceSearch) => void
}

/** One of the work-order lists (all, today, month, completed, outdated): filters, order, pages (spec 001 §2.3, §7). */
export function EventListPage({ kind, search, onSearch }: EventListPageProps) {
  const { t } = useLingui()
  const titles: Record<ListKind, string> = {
    all: t`Work orders`,
    today: t`Today`,
    month: t`This month`,
    completed: t`Completed`,
    outdated: t`Outdated`,
  }
  const data = useMaintenanceData()
  // The plant's today decides what today, this month and outdated mean (not the device's clock).
  const today = useDashboard().data?.today
  const params = today ? listParams(kind, today, search) : {}
  const events = useEvents(params, today !== undefined)
  const page = search.page ?? 1
  const orders: Array<{ value: EventOrder; label: string }> = [
    { value: 'next', label: t`Today, then the coming days` },
    { value: 'date', label: t`Day, earliest first` },
    { value: '-date', label: t`Day, latest first` },
    // Level 1 is the highest risk (spec 001 §9: 1 and 2 people's safety, 5 machine life).
    { value: 'risk', label: t`Risk, highest first` },
    { value: '-risk', label: t`Risk, lowest first` },
  ]
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <Title order={2} size="h3">
          {titles[kind]}
        </Title>
        {/*
         * The device's own list (Mantine's NativeSelect without its combobox chevron, whose chunk
         * the list would load for it): light, and the natural picker on a phone or tablet.
         */}
        <InputBase
          component="select"
          size="xs"
          label={t({ message: 'Order', context: 'sort order of a list' })}
          value={params.orderBy ?? defaultOrder[kind]}
          onChange={(event) =>
            onSearch({
              ...search,
              orderBy: (event.currentTarget as HTMLSelectElement).value as EventOrder,
              page: undefined,
            })
          }
          rightSection={<SelectChevron />}
          rightSectionPointerEvents="none"
          w={190}
        >
          {orders.map((order) => (
            <option key={order.value} value={order.value}>
              {order.label}
            </option>
          ))}
        </InputBase>
      </Group>
      <EventFilters
        data={data.data}
        filters={filtersOf(search)}
        withStates={kind === 'all'}
        // A new filter starts again from the first page.
        onChange={(filters) => onSearch({ ...filters, orderBy: search.orderBy })}
      />
      <DataUpdatedAt query={dataAge(events)} />
      <QueryState query={events} what={t`The work orders could not be loaded`}>
        {(result) =>
          result.total === 0 ? (
            <Text c="dimmed" py="xl" ta="center">
              <Trans>No maintenance found with these filters.</Trans>
            </Text>
          ) : (
            <Box aria-busy={events.isPlaceholderData} opacity={events.isPlaceholderData ? 0.6 : 1}>
              <EventResults events={result.results} />
              <Group justify="space-between" mt="sm" wrap="wrap" gap="xs">
                <Text size="sm" c="dimmed">
                  {t`Showing ${(page - 1) * PAGE_SIZE + 1}-${(page - 1) * PAGE_SIZE + result.results.length} of ${result.total}`}
                </Text>
                {result.total > PAGE_SIZE ? (
                  <Pagination
                    size="sm"
                    total={Math.ceil(result.total / PAGE_SIZE)}
                    value={page}
                    onChange={(next) => onSearch({ ...search, page: next > 1 ? next : undefined })}
                    siblings={1}
                    boundaries={1}
                  />
                ) : null}
              </Group>
            </Box>
          )
        }
      </QueryState>
    </Stack>
  )
}
