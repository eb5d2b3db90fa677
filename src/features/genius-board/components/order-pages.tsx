import { Trans, useLingui } from '@lingui/react/macro'
import { Group, Stack, Text, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { useState } from 'react'
import { AnchorLink } from '@/components/anchor-link'
import { IconChevronLeft } from '@/components/icons'
import { QueryState } from '@/components/query-state'
import type { BoardCatalog, PreparedOrder } from '@/contract/genius-board'
import { apiErrorMessage } from '@/lib/messages/api-errors'
import { useCatalog } from '../api/get-catalog'
import { useOrder } from '../api/get-order'
import { useWriteBlockText } from './board-labels'
import { OrderDetail } from './order-detail'
import { OrderEditor } from './order-editor'
import { useWriteBlock } from './use-write-block'

function BackToBoard() {
  const { t } = useLingui()
  return (
    <AnchorLink to="/genius-board" size="sm">
      <Group gap={4}>
        <IconChevronLeft size={16} />
        {t`Prepared orders`}
      </Group>
    </AnchorLink>
  )
}

/** /genius-board/new: the form, for users who may write (a commercial user reads the reason). */
export function NewOrderPage() {
  const { t } = useLingui()
  const catalog = useCatalog()
  const block = useWriteBlock()
  const blockText = useWriteBlockText()(block)
  return (
    <Stack gap="sm">
      <BackToBoard />
      <Title order={2} size="h3">
        <Trans>New order</Trans>
      </Title>
      {block === 'COMMERCIAL' ? (
        <Text c="dimmed">{blockText}</Text>
      ) : (
        <QueryState query={catalog} what={t`The form could not be loaded`}>
          {(data) => <OrderEditor catalog={data} />}
        </QueryState>
      )}
    </Stack>
  )
}

/**
 * /genius-board/$order: the order as it is, polled while the machine may move it on; while it is
 * prepared, Edit turns the page into its form.
 */
export function OrderPage({ id }: { id: number }) {
  const { t, i18n } = useLingui()
  const order = useOrder(id)
  const catalog = useCatalog()
  const [editing, setEditing] = useState(false)
  const block = useWriteBlock()
  if (id <= 0) {
    return (
      <Stack gap="sm">
        <BackToBoard />
        <Text c="dimmed">{apiErrorMessage('ORDER_NOT_FOUND', i18n)}</Text>
      </Stack>
    )
  }
  return (
    <Stack gap="sm">
      <BackToBoard />
      <QueryState query={order} what={t`The order could not be loaded`}>
        {(loaded) =>
          editing && loaded.state === 'prepared' && block !== 'COMMERCIAL' ? (
            <EditOrder order={loaded} catalog={catalog} onDone={() => setEditing(false)} />
          ) : (
            <OrderDetail order={loaded} catalog={catalog.data} onEdit={() => setEditing(true)} />
          )
        }
      </QueryState>
    </Stack>
  )
}

function EditOrder({
  order,
  catalog,
  onDone,
}: {
  order: PreparedOrder
  catalog: UseQueryResult<BoardCatalog>
  onDone: () => void
}) {
  const { t } = useLingui()
  // A conflict shows the order as it is now in a new form (useForm reads its values once); the
  // key does not follow the version, or saving (a new version) would remount the form mid-save.
  const [round, setRound] = useState<{ n: number; order: PreparedOrder | null }>({ n: 0, order: null })
  const shown = round.order ?? order
  const reference = shown.reference
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t`Edit the order ${reference}`}
      </Title>
      <QueryState query={catalog} what={t`The form could not be loaded`}>
        {(data) => (
          <OrderEditor
            key={round.n}
            catalog={data}
            order={shown}
            onDone={onDone}
            onConflict={(current) => setRound((r) => ({ n: r.n + 1, order: current }))}
          />
        )}
      </QueryState>
    </Stack>
  )
}
