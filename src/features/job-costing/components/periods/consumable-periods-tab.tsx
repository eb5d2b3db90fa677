import { useLingui } from '@lingui/react/macro'
import { Alert, Group, Loader, SimpleGrid, Stack } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import { showToast } from '@/components/toast'
import type { ConsumablePeriod, ConsumableType } from '@/contract/job-costing'
import { canEditConsumableType } from '@/contract/job-costing-rules'
import { formatDate } from '@/lib/format/date'
import { errorMessage } from '@/lib/messages/api-errors'
import { feedbackMessage } from '@/lib/messages/feedback'
import { DataUpdatedAt } from '@/offline/components/data-updated-at'
import { useOnlineState } from '@/offline/online-status'
import { type PeriodSave, useLatestPeriods, usePeriodHistory, useSavePeriod } from '../../api/periods'
import { periodRows, periodsOfType } from '../../model/period-history'
import { createPeriodBody, updatePeriodBody } from '../../model/period-payload'
import { saveFailureMessage } from '../../model/price-save-error'
import { editPeriodDraft, newPeriodDraft, newPeriodMin, type PeriodDraft } from '../../model/slots-form'
import type { CostingTabContext } from '../../model/tab-context'
import { RecalculationWarning } from '../prices/recalculation-warning'
import { PeriodCard } from './period-card'
import { PeriodForm } from './period-form'
import { PeriodHistoryTable } from './period-history-table'

/**
 * Energy, solvents and the other consumable tabs (spec 002 §2.2, §4 "Energy period editing", §5):
 * one card per type with its latest period and the form that creates the next one (or edits one
 * chosen in the historic table below), the recalculation warning before saving.
 */
export function ConsumablePeriodsTab({
  types,
  context,
}: {
  types: ConsumableType[]
  context: CostingTabContext
}) {
  const { t, i18n } = useLingui()
  const prefs = useUnitPreferences()
  const { online } = useOnlineState()
  const typeIds = useMemo(() => types.map((type) => type.id), [types])
  const latest = useLatestPeriods(typeIds)
  const history = usePeriodHistory(typeIds)
  const save = useSavePeriod()
  const [draft, setDraft] = useState<PeriodDraft | null>(null)
  const [confirming, setConfirming] = useState(false)

  const rights = {
    edit_job_cost_energy: context.editJobCostEnergy,
    plantTypeIds: context.plantTypeIds,
    readOnly: context.readOnly,
  }
  const blockedReason = online ? null : t`Offline: prices can be changed once the connection is back.`
  const rows = useMemo(() => periodRows(history.data ?? [], context), [history.data, context])
  const periodsOf = (typeId: number): ConsumablePeriod[] => {
    const known = periodsOfType(history.data, typeId)
    const last = latest.data?.find((p) => p.consumableTypeId === typeId)
    return last && !known.some((p) => p.id === last.id) ? [...known, last] : known
  }

  const openEdit = (period: ConsumablePeriod) => {
    const type = types.find((x) => x.id === period.consumableTypeId)
    if (!type) return
    setDraft(editPeriodDraft(period, type.timeSliced, prefs.decimalSeparator))
    document
      .getElementById(`consumable-type-${type.id}`)
      ?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }
  const accept = () => {
    if (!draft) return
    const created = draft.mode === 'create' ? createPeriodBody(draft) : null
    const updated = draft.mode === 'edit' ? updatePeriodBody(draft) : null
    const run: PeriodSave | null = created
      ? { mode: 'create', body: created }
      : updated
        ? { mode: 'edit', body: updated }
        : null
    if (!run) {
      setConfirming(false)
      return
    }
    save.mutate(run, {
      onSuccess: () => {
        showToast(feedbackMessage(run.mode === 'create' ? 'PERIOD_CREATED' : 'PRICE_UPDATED', i18n), 'green')
        setDraft(null)
      },
      onError: (error) =>
        showToast(
          saveFailureMessage(error, i18n, { fallback: 'TOAST_FETCH_FAIL', withMessage: false }),
          'red',
        ),
      onSettled: () => setConfirming(false),
    })
  }

  if (!latest.data || !history.data) {
    const failed = latest.isError ? latest : history.isError ? history : null
    if (failed) {
      return (
        <Alert color="red" title={t`The prices could not be loaded`}>
          {errorMessage(failed.error, i18n)}
        </Alert>
      )
    }
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t`Loading`} />
      </Group>
    )
  }

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {types.map((type) => {
          const mine = draft?.typeId === type.id ? draft : null
          const periods = periodsOf(type.id)
          const editedStart = mine?.mode === 'edit' ? formatDate(mine.startDate) : ''
          return (
            <PeriodCard
              key={type.id}
              type={type}
              latest={latest.data.find((p) => p.consumableTypeId === type.id) ?? null}
              currencySymbol={context.currency.symbol}
              mayCreate={canEditConsumableType(type.id, rights)}
              blockedReason={blockedReason}
              formTitle={
                mine
                  ? mine.mode === 'create'
                    ? t`New period`
                    : t`Editing the period from ${editedStart}`
                  : null
              }
              form={
                mine ? (
                  <PeriodForm
                    key={mine.periodId ?? 'new'}
                    type={type}
                    currencySymbol={context.currency.symbol}
                    draft={mine}
                    existing={periods}
                    minDate={newPeriodMin(periods)}
                    blockedReason={blockedReason}
                    saving={save.isPending}
                    onChange={setDraft}
                    onSubmit={() => setConfirming(true)}
                  />
                ) : null
              }
              onCreate={() => setDraft(newPeriodDraft(type))}
              onClose={() => setDraft(null)}
            />
          )
        })}
      </SimpleGrid>
      <DataUpdatedAt query={history} />
      <PeriodHistoryTable
        rows={rows}
        types={types}
        currencySymbol={context.currency.symbol}
        blockedReason={blockedReason}
        onEdit={openEdit}
      />
      <RecalculationWarning
        opened={confirming}
        saving={save.isPending}
        onCancel={() => setConfirming(false)}
        onAccept={accept}
      />
    </Stack>
  )
}
