import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import { showToast } from '@/components/toast'
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard'
import type { BoardCatalog, PreparedOrder, PreparedOrderInput } from '@/contract/genius-board'
import { asApiError } from '@/lib/api/errors'
import { apiErrorMessage, errorMessage } from '@/lib/messages/api-errors'
import { feedbackMessage } from '@/lib/messages/feedback'
import { useCreateOrder } from '../api/create-order'
import { geniusBoardKeys } from '../api/genius-board-keys'
import { takeCurrentOrder } from '../api/order-cache'
import { useUpdateOrder } from '../api/update-order'
import {
  emptyOrderForm,
  newOrigin,
  type OrderFormValues,
  orderFormFromOrder,
  toOrderInput,
} from '../model/order-form'
import type { FormProblems } from '../model/order-problems'
import { validateOrderForm } from '../model/order-validation'
import { serverProblems } from '../model/server-problems'
import { useProblemText, useWriteBlockText } from './board-labels'
import { DeckGrid } from './deck-grid'
import { OrderFields } from './order-fields'
import { useWriteBlock } from './use-write-block'

export interface OrderEditorProps {
  catalog: BoardCatalog
  /** An edit of this prepared order; absent: a new order. */
  order?: PreparedOrder
  /** After an edit is saved, or given up. */
  onDone?: () => void
  /** The order changed on the server meanwhile (409): as it is now, when the answer had it. */
  onConflict?: (current: PreparedOrder | null) => void
}

/**
 * The order form (spec 000 §1; issue 16): checked here with the rules the server applies, so
 * nothing is sent while a field is wrong ('Form errors, please review the fields'); the server's
 * refusals are put back on their fields (a deck's at that deck); a 409 VERSION_CONFLICT says
 * someone changed the order and shows it as it is now.
 */
export function OrderEditor({ catalog, order, onDone, onConflict }: OrderEditorProps) {
  const { t, i18n } = useLingui()
  const prefs = useUnitPreferences()
  const problemText = useProblemText()
  const block = useWriteBlock()
  const blockText = useWriteBlockText()(block)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const create = useCreateOrder()
  const update = useUpdateOrder()
  const save = order ? update : create
  // useForm reads its initial values once: a refetch does not overwrite what is being typed.
  const [start] = useState(() =>
    order ? orderFormFromOrder(order, catalog, prefs) : { values: emptyOrderForm(), origin: newOrigin },
  )
  const form = useForm<OrderFormValues>({ initialValues: start.values })
  const [invalid, setInvalid] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [savedId, setSavedId] = useState<number | null>(null)

  // Leave once the form has re-rendered as saved, so the unsaved-changes guard lets the page go.
  useEffect(() => {
    if (savedId === null) return
    if (order) onDone?.()
    else void navigate({ to: '/genius-board/$order', params: { order: String(savedId) } })
  }, [savedId, order, onDone, navigate])

  const showProblems = (problems: FormProblems) =>
    form.setErrors(Object.fromEntries(Object.entries(problems).map(([path, p]) => [path, problemText(p)])))

  const onSaved = (saved: PreparedOrder) => {
    const reference = saved.reference
    showToast(order ? t`Order saved.` : t`Order ${reference} prepared.`, 'green')
    setSavedId(saved.id)
  }

  const onRefused = (error: unknown, sent: PreparedOrderInput) => {
    const refusal = asApiError(error)
    if (refusal.code === 'VERSION_CONFLICT' || refusal.code === 'PREPARED_ORDER_STATE') {
      showToast(apiErrorMessage(refusal.code, i18n), 'red', 10_000)
      // The page shows the order as it is now (and a new form for it while it is still prepared).
      const current = takeCurrentOrder(queryClient, refusal.details)
      if (!current && order) void queryClient.invalidateQueries({ queryKey: geniusBoardKeys.order(order.id) })
      onConflict?.(current)
      return
    }
    const { problems, unplaced } = serverProblems(refusal, { values: form.getValues(), sent, catalog, prefs })
    showProblems(problems)
    setInvalid(Object.keys(problems).length > 0)
    setFailure(unplaced ? errorMessage(refusal, i18n) : null)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const values = form.getValues()
    const problems = validateOrderForm(values, { catalog, prefs, origin: start.origin })
    showProblems(problems)
    if (Object.keys(problems).length > 0) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    const input = toOrderInput(values, catalog, prefs, start.origin)
    const handlers = {
      onSuccess: (saved: PreparedOrder) => onSaved(saved),
      onError: (error: unknown) => onRefused(error, input),
    }
    if (order) update.mutate({ id: order.id, update: { ...input, version: order.version } }, handlers)
    else create.mutate(input, handlers)
  }

  const cancel = () => (order ? onDone?.() : navigate({ to: '/genius-board' }))

  return (
    <form onSubmit={submit} noValidate>
      <UnsavedChangesGuard dirty={form.isDirty() && savedId === null && !save.isPending} />
      <Stack gap="md">
        <OrderFields form={form} catalog={catalog} />
        <DeckGrid form={form} catalog={catalog} />
        {invalid ? (
          <Alert color="red" role="alert">
            {feedbackMessage('FORM_ERRORS', i18n)}
          </Alert>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        {blockText ? (
          <Text size="sm" c="dimmed" role="status">
            {blockText}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={cancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={save.isPending} disabled={block !== null}>
            {order ? <Trans>Save the order</Trans> : <Trans>Prepare the order</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
