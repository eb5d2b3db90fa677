import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { type UseMutationResult, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { IconPencil, IconPlayerPlay, IconRefreshAlert, IconX } from '@/components/icons'
import { showToast } from '@/components/toast'
import type { PreparedOrder } from '@/contract/genius-board'
import { asApiError } from '@/lib/api/errors'
import { apiErrorMessage, errorMessage } from '@/lib/messages/api-errors'
import { useCancelOrder } from '../api/cancel-order'
import { takeCurrentOrder } from '../api/order-cache'
import { useRecallOrder } from '../api/recall-order'
import { useSendOrder } from '../api/send-order'
import { unrunnableProblem } from '../model/server-problems'
import { shownActions } from '../model/write-block'
import { useProblemText, useWriteBlockText } from './board-labels'
import { useWriteBlock } from './use-write-block'

type StateChange = UseMutationResult<PreparedOrder, Error, { id: number; version: number }>

/**
 * What the user may do with the order in its state (allowedActions): edit, send to the machine
 * (after a confirmation), call back, cancel (after a confirmation), each with the version read. A
 * commercial user sees none; offline they are disabled with the reason.
 */
export function OrderActions({ order, onEdit }: { order: PreparedOrder; onEdit: () => void }) {
  const { t, i18n } = useLingui()
  const block = useWriteBlock()
  const blockText = useWriteBlockText()(block)
  const problemText = useProblemText()
  const queryClient = useQueryClient()
  const send = useSendOrder()
  const recall = useRecallOrder()
  const cancel = useCancelOrder()
  const [failure, setFailure] = useState<string | null>(null)
  const actions = shownActions(order.state, block)
  if (actions.length === 0) return null
  const disabled = block !== null
  const reference = order.reference
  const machine = order.machineName

  const run = (mutation: StateChange, done: string, after?: () => void) => {
    setFailure(null)
    mutation.mutate(
      { id: order.id, version: order.version },
      {
        onSuccess: () => {
          after?.()
          showToast(done, 'green')
        },
        onError: (error) => {
          after?.()
          const refusal = asApiError(error)
          if (refusal.code === 'VERSION_CONFLICT' || refusal.code === 'PREPARED_ORDER_STATE') {
            // Someone (or the machine) moved the order on: show it as it is now.
            takeCurrentOrder(queryClient, refusal.details)
            setFailure(apiErrorMessage(refusal.code, i18n))
          } else {
            // An order its machine cannot run says why (edit it to give a deck a colour).
            const unrunnable = unrunnableProblem(refusal)
            setFailure(unrunnable ? problemText(unrunnable) : errorMessage(refusal, i18n))
          }
        },
      },
    )
  }

  return (
    <Stack gap="xs">
      <Group gap="xs">
        {actions.includes('edit') ? (
          <Button
            variant="default"
            leftSection={<IconPencil size={16} />}
            onClick={onEdit}
            disabled={disabled}
          >
            <Trans>Edit</Trans>
          </Button>
        ) : null}
        {actions.includes('send') ? (
          <ConfirmedAction
            label={t`Send to the machine`}
            icon={<IconPlayerPlay size={16} />}
            title={t`Send the order ${reference} to ${machine}?`}
            text={t`The machine can start it from now on. You can call it back until the machine starts it.`}
            confirm={t`Send to the machine`}
            keep={t`Not now`}
            disabled={disabled}
            pending={send.isPending}
            onConfirm={(close) => run(send, t`Order ${reference} sent to the machine.`, close)}
          />
        ) : null}
        {actions.includes('recall') ? (
          <Button
            variant="default"
            leftSection={<IconRefreshAlert size={16} />}
            disabled={disabled}
            loading={recall.isPending}
            onClick={() => run(recall, t`Order ${reference} called back: it is prepared again.`)}
          >
            <Trans>Call back</Trans>
          </Button>
        ) : null}
        {actions.includes('cancel') ? (
          <ConfirmedAction
            label={t`Cancel order`}
            icon={<IconX size={16} />}
            colour="red"
            title={t`Cancel the order ${reference}?`}
            text={t`The order will not run on the machine. Its reference can be used again.`}
            confirm={t`Cancel order`}
            keep={t`Keep the order`}
            disabled={disabled}
            pending={cancel.isPending}
            onConfirm={(close) => run(cancel, t`Order ${reference} cancelled.`, close)}
          />
        ) : null}
      </Group>
      {blockText ? (
        <Text size="sm" c="dimmed" role="status">
          {blockText}
        </Text>
      ) : null}
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
    </Stack>
  )
}

interface ConfirmedActionProps {
  label: string
  icon: ReactNode
  colour?: string
  title: string
  text: string
  confirm: string
  keep: string
  disabled: boolean
  pending: boolean
  onConfirm: (close: () => void) => void
}

/** A button that asks first, in a modal that stays until the answer is back. */
function ConfirmedAction(props: ConfirmedActionProps) {
  const [opened, dialog] = useDisclosure(false)
  return (
    <>
      <Button
        leftSection={props.icon}
        color={props.colour}
        variant={props.colour ? 'light' : 'filled'}
        disabled={props.disabled}
        onClick={dialog.open}
      >
        {props.label}
      </Button>
      <Modal opened={opened} onClose={dialog.close} title={props.title} size="md">
        <Text size="sm">{props.text}</Text>
        <Group justify="flex-end" mt="md" gap="xs">
          <Button variant="default" onClick={dialog.close}>
            {props.keep}
          </Button>
          <Button color={props.colour} loading={props.pending} onClick={() => props.onConfirm(dialog.close)}>
            {props.confirm}
          </Button>
        </Group>
      </Modal>
    </>
  )
}
