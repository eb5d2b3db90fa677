import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Box, Button, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { IconPlus } from '@/components/icons'
import { QueryState } from '@/components/query-state'
import { useCatalog } from '../api/get-catalog'
import { useOrders } from '../api/get-orders'
import { type BoardSearch, boardListQuery } from '../model/board-search'
import { BoardFilters } from './board-filters'
import { useWriteBlockText } from './board-labels'
import { OrderResults } from './order-results'
import { useWriteBlock } from './use-write-block'

/**
 * The genius board (spec 000 §1; issue 16): the orders prepared for the user's machines, by machine
 * and state, with search; "New order" for users who may write, with the reason when they may not.
 * Offline the list and the machines come from the device's cache.
 */
export function BoardListPage({
  filters,
  onFilters,
}: {
  filters: BoardSearch
  onFilters: (next: BoardSearch) => void
}) {
  const { t } = useLingui()
  const catalog = useCatalog()
  const orders = useOrders(boardListQuery(filters))
  const block = useWriteBlock()
  const blockText = useWriteBlockText()(block)
  const filtered = filters.machine !== undefined || filters.state !== undefined || filters.q !== undefined
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <Title order={2} size="h3">
          <Trans>Prepared orders</Trans>
        </Title>
        {block === 'COMMERCIAL' ? null : <NewOrderButton disabled={block !== null} />}
      </Group>
      {blockText ? (
        <Text size="sm" c="dimmed" role="status">
          {blockText}
        </Text>
      ) : null}
      <BoardFilters machines={catalog.data?.machines ?? []} filters={filters} onChange={onFilters} />
      <QueryState query={orders} what={t`The orders could not be loaded`}>
        {(list) =>
          list.orders.length === 0 ? (
            <Text c="dimmed" py="xl" ta="center">
              {filtered ? (
                <Trans>No order matches these filters.</Trans>
              ) : (
                <Trans>No order prepared yet. Prepare the first one with "New order".</Trans>
              )}
            </Text>
          ) : (
            <Box aria-busy={orders.isPlaceholderData} opacity={orders.isPlaceholderData ? 0.6 : 1}>
              {list.truncated ? (
                <Alert color="gray" mb="xs">
                  <Trans>Only the newest orders are shown: narrow the filters to find older ones.</Trans>
                </Alert>
              ) : null}
              <OrderResults orders={list.orders} />
            </Box>
          )
        }
      </QueryState>
    </Stack>
  )
}

/** "New order": a link; disabled offline (the reason shows under the title). */
function NewOrderButton({ disabled }: { disabled: boolean }) {
  if (disabled) {
    return (
      <Button leftSection={<IconPlus size={16} />} disabled>
        <Trans>New order</Trans>
      </Button>
    )
  }
  return (
    <Button
      leftSection={<IconPlus size={16} />}
      renderRoot={(props) => <Link {...props} to="/genius-board/new" />}
    >
      <Trans>New order</Trans>
    </Button>
  )
}
