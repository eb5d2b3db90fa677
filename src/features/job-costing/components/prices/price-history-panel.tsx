import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Card, Loader, ScrollArea, Table, Tabs, Text, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { useState } from 'react'
import { IconEye, IconPencil } from '@/components/icons'
import { LazyTooltip } from '@/components/lazy-tooltip'
import type { PriceList, PricePeriod } from '@/contract/job-costing'
import { formatDate, formatDateTime } from '@/lib/format/date'
import { errorMessage } from '@/lib/messages/api-errors'
import {
  type HistoryTab,
  historicOrder,
  historyMaxHeight,
  PRICE_HISTORY_SCROLL_ROWS,
  scheduledOrder,
} from '../../model/price-history'

interface PriceHistoryPanelProps {
  kind: 'ink' | 'material'
  historic: UseQueryResult<PriceList>
  scheduled: UseQueryResult<PriceList>
  /** The period shown in the form above, marked in the list. */
  shownId: number | null
  canEdit: (period: PricePeriod) => boolean
  onOpen: (tab: HistoryTab, period: PricePeriod, edit: boolean) => void
}

/**
 * The history of the price periods (§2.2): Historic, newest first, with start, end, the action and
 * the last change; Scheduled, oldest first, without the end. The pencil (editable periods) or the
 * eye opens the period in the form above. Past 13 rows the list scrolls in 400 px (§9).
 */
export function PriceHistoryPanel({
  kind,
  historic,
  scheduled,
  shownId,
  canEdit,
  onOpen,
}: PriceHistoryPanelProps) {
  const [tab, setTab] = useState<HistoryTab>('historic')
  return (
    <Card withBorder padding="sm" data-tour={`${kind}-history`}>
      <Title order={3} size="h5" mb="xs">
        <Trans>Price history</Trans>
      </Title>
      <Tabs value={tab} onChange={(v) => setTab(v === 'scheduled' ? 'scheduled' : 'historic')}>
        <Tabs.List>
          <Tabs.Tab value="historic">
            <Trans>Historic</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="scheduled">
            <Trans>Scheduled</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="historic" pt="xs">
          <HistoryList
            tab="historic"
            query={historic}
            order={historicOrder}
            shownId={shownId}
            canEdit={canEdit}
            onOpen={onOpen}
          />
        </Tabs.Panel>
        <Tabs.Panel value="scheduled" pt="xs">
          <HistoryList
            tab="scheduled"
            query={scheduled}
            order={scheduledOrder}
            shownId={shownId}
            canEdit={canEdit}
            onOpen={onOpen}
          />
        </Tabs.Panel>
      </Tabs>
    </Card>
  )
}

function HistoryList({
  tab,
  query,
  order,
  shownId,
  canEdit,
  onOpen,
}: {
  tab: HistoryTab
  query: UseQueryResult<PriceList>
  order: (periods: readonly PricePeriod[]) => PricePeriod[]
  shownId: number | null
  canEdit: (period: PricePeriod) => boolean
  onOpen: (tab: HistoryTab, period: PricePeriod, edit: boolean) => void
}) {
  const { t, i18n } = useLingui()
  if (!query.data) {
    if (query.isError)
      return (
        <Text c="red" size="sm">
          {errorMessage(query.error, i18n)}
        </Text>
      )
    return <Loader size="sm" aria-label={t`Loading`} />
  }
  const periods = order(query.data.periods)
  if (periods.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="xs">
        {tab === 'historic' ? t`No earlier prices.` : t`No scheduled prices.`}
      </Text>
    )
  }
  return (
    <ScrollArea.Autosize mah={historyMaxHeight(periods.length, PRICE_HISTORY_SCROLL_ROWS)} type="auto">
      <Table fz="sm" verticalSpacing={4} horizontalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Start date`}</Table.Th>
            {tab === 'historic' ? <Table.Th>{t`End date`}</Table.Th> : null}
            <Table.Th>{t`Prices`}</Table.Th>
            <Table.Th visibleFrom="xs">{t`Last modification`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {periods.map((p) => {
            const edit = canEdit(p)
            const start = formatDate(p.startDate)
            const changed = formatDateTime(p.updatedAt)
            const label = edit ? t`Edit the prices from ${start}` : t`View the prices from ${start}`
            return (
              <Table.Tr key={p.id} bg={p.id === shownId ? 'var(--mantine-primary-color-light)' : undefined}>
                <Table.Td>
                  {start}
                  {/* A phone has no room for the last column: the change goes under the start. */}
                  <Text hiddenFrom="xs" size="xs" c="dimmed">
                    {t`Changed ${changed}`}
                  </Text>
                </Table.Td>
                {tab === 'historic' ? <Table.Td>{formatDate(p.finishDate)}</Table.Td> : null}
                <Table.Td>
                  <LazyTooltip label={label}>
                    <ActionIcon variant="subtle" aria-label={label} onClick={() => onOpen(tab, p, edit)}>
                      {edit ? <IconPencil /> : <IconEye />}
                    </ActionIcon>
                  </LazyTooltip>
                </Table.Td>
                <Table.Td visibleFrom="xs">{changed}</Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  )
}
