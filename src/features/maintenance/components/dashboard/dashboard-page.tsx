import { Trans, useLingui } from '@lingui/react/macro'
import { Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { AnchorLink } from '@/components/anchor-link'
import { QueryState } from '@/components/query-state'
import { WhenScrolledTo } from '@/components/when-scrolled-to'
import { dayNumber, dayOfNumber } from '@/contract/maintenance-rules'
import { DataUpdatedAt } from '@/offline/components/data-updated-at'
import { useDashboard } from '../../api/get-dashboard'
import { useMaintenanceData } from '../../api/get-maintenance-data'
import { dataAge } from '../../api/work-order-store'
import { filterParams } from '../../model/list-kinds'
import { filtersOf, type MaintenanceFilters, type MaintenanceSearch } from '../../model/list-search'
import { riskColour, useMaintenanceLabels } from '../labels'
import { EventFilters } from '../lists/event-filters'

const WeeksChart = lazy(() => import('./weeks-chart'))

type ListPath = '/maintenance/all' | '/maintenance/today' | '/maintenance/outdated' | '/maintenance/completed'

function Figure({
  label,
  value,
  to,
  search,
  colour,
}: {
  label: string
  value: number
  to: ListPath
  search: MaintenanceSearch
  colour?: string
}) {
  return (
    <Card withBorder padding="sm">
      <AnchorLink to={to} search={search} underline="never" c="inherit" aria-label={`${label}: ${value}`}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fz={28} fw={700} c={colour}>
          {value}
        </Text>
      </AnchorLink>
    </Card>
  )
}

/** The dashboard (spec 001 §2.3): counts by state and risk, today and this week, and done versus planned. */
export function DashboardPage({
  search,
  onSearch,
}: {
  search: MaintenanceSearch
  onSearch: (next: MaintenanceSearch) => void
}) {
  const { t } = useLingui()
  const labels = useMaintenanceLabels()
  const filters: MaintenanceFilters = filtersOf(search)
  const query = useDashboard(filterParams(filters))
  const data = useMaintenanceData()
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        <Trans>Dashboard</Trans>
      </Title>
      <EventFilters data={data.data} filters={filters} onChange={onSearch} />
      <DataUpdatedAt query={dataAge(query)} />
      <QueryState query={query} what={t`The dashboard could not be loaded`}>
        {(d) => {
          const weekEnd = dayOfNumber((dayNumber(d.today) ?? 0) + 6)
          return (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs">
                <Figure
                  label={t`Due today`}
                  value={d.dueToday}
                  to="/maintenance/today"
                  search={filters}
                  colour="blue"
                />
                <Figure
                  label={t`Due in the next 7 days`}
                  value={d.dueThisWeek}
                  to="/maintenance/all"
                  search={{ ...filters, states: [1], from: d.today, to: weekEnd }}
                />
                <Figure
                  label={t({ message: 'Open', context: 'work-order state: not closed' })}
                  value={d.byState.open}
                  to="/maintenance/all"
                  search={{ ...filters, states: [1] }}
                />
                <Figure
                  label={t`Outdated`}
                  value={d.byState.outdated}
                  to="/maintenance/outdated"
                  search={filters}
                  colour={d.byState.outdated > 0 ? 'red' : undefined}
                />
                <Figure
                  label={t({ message: 'Done', context: 'work-order state' })}
                  value={d.byState.done}
                  to="/maintenance/completed"
                  search={filters}
                  colour="teal"
                />
                <Figure
                  label={t`Cancelled`}
                  value={d.byState.cancelled}
                  to="/maintenance/all"
                  search={{ ...filters, states: [3] }}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                <Card withBorder padding="sm">
                  <Title order={3} size="h5" mb="xs">
                    <Trans>Open work by risk</Trans>
                  </Title>
                  <Table verticalSpacing={4}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>
                          <Trans>Risk</Trans>
                        </Table.Th>
                        <Table.Th ta="right">
                          <Trans context="work-order state: not closed">Open</Trans>
                        </Table.Th>
                        <Table.Th ta="right">
                          <Trans>Outdated</Trans>
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {d.byRisk.map((r) => (
                        <Table.Tr key={r.risk}>
                          <Table.Td>
                            <Group gap={6} wrap="nowrap">
                              <Text fw={700} c={riskColour(r.risk)} w={14}>
                                {r.risk}
                              </Text>
                              <Text size="sm">{labels.riskMeaning[r.risk]}</Text>
                            </Group>
                          </Table.Td>
                          <Table.Td ta="right">
                            {/* A lone figure is a small target (9 x 17 px): the tap area grows, issue 44. */}
                            <AnchorLink
                              to="/maintenance/all"
                              search={{ ...filters, risks: [r.risk], states: [1] }}
                              className="pp-tap-target"
                              style={{ justifyContent: 'flex-end' }}
                            >
                              {r.open}
                            </AnchorLink>
                          </Table.Td>
                          <Table.Td ta="right">
                            <AnchorLink
                              to="/maintenance/outdated"
                              search={{ ...filters, risks: [r.risk] }}
                              className="pp-tap-target"
                              style={{ justifyContent: 'flex-end' }}
                            >
                              {r.outdated}
                            </AnchorLink>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Card>
                <Card withBorder padding="sm">
                  <Title order={3} size="h5" mb="xs">
                    <Trans>Done versus planned, by week</Trans>
                  </Title>
                  {/* Below the first screen on a phone: its chart library loads when it is scrolled to. */}
                  <WhenScrolledTo height={240}>
                    <Suspense fallback={<Skeleton h={240} />}>
                      <WeeksChart weeks={d.weeks} />
                    </Suspense>
                  </WhenScrolledTo>
                </Card>
              </SimpleGrid>
            </Stack>
          )
        }}
      </QueryState>
    </Stack>
  )
}
