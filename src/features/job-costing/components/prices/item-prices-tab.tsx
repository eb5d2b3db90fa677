import { useLingui } from '@lingui/react/macro'
import { Alert, Group, Loader, Stack, Text } from '@mantine/core'
import { useMemo, useRef, useState } from 'react'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import { showToast } from '@/components/toast'
import type { PricePeriod } from '@/contract/job-costing'
import { errorMessage } from '@/lib/messages/api-errors'
import { feedbackMessage } from '@/lib/messages/feedback'
import { DataUpdatedAt } from '@/offline/components/data-updated-at'
import { useOnlineState } from '@/offline/online-status'
import { type PriceKind, useInkGroups, useMaterials, usePriceList, useSavePrices } from '../../api/prices'
import {
  applyPercentIncrease,
  createDraft,
  editDraft,
  hasFormErrors,
  type PriceDraft,
  type PriceTextError,
  priceFormErrors,
  savePricesBody,
} from '../../model/price-form'
import {
  canEditPricePeriod,
  type HistoryTab,
  newPeriodMinDate,
  type ShownPeriod,
  shownPeriod,
  takenStarts,
} from '../../model/price-history'
import { inkItems, materialItems, pricesByItem } from '../../model/price-items'
import { saveFailureMessage } from '../../model/price-save-error'
import type { CostingTabContext } from '../../model/tab-context'
import { PercentIncrease } from './percent-increase'
import { PriceGrid } from './price-grid'
import { PriceHistoryPanel } from './price-history-panel'
import { PriceToolbar } from './price-toolbar'
import { RecalculationWarning } from './recalculation-warning'

/** A text that is not a price shows its error at once; a missing one only after Save. */
function visibleItemErrors(errors: Record<number, PriceTextError> | undefined, all: boolean) {
  if (!errors || all) return errors
  return Object.fromEntries(Object.entries(errors).filter(([, e]) => e === 'NOT_A_PRICE'))
}

/**
 * The ink and material tabs (spec 002 §2.2, §4, §5, §8.2): the grid of the shown period's prices
 * per kg, and its four modes: the current prices, editing a period that is still editable, creating
 * a new period (start date required, then its prices), and a historic or scheduled period chosen in
 * the history panel. Every save passes the recalculation warning first.
 */
export function ItemPricesTab({ kind, context }: { kind: PriceKind; context: CostingTabContext }) {
  const { t, i18n } = useLingui()
  const prefs = useUnitPreferences()
  const { online } = useOnlineState()
  const top = useRef<HTMLDivElement>(null)
  const inks = useInkGroups(kind === 'ink')
  const materials = useMaterials(kind === 'material')
  const catalogue = kind === 'ink' ? inks : materials
  const current = usePriceList(kind, 'current')
  const historic = usePriceList(kind, 'history')
  const scheduled = usePriceList(kind, 'next')
  const save = useSavePrices(kind)

  const [shown, setShown] = useState<ShownPeriod>({ source: 'current' })
  const [draft, setDraft] = useState<PriceDraft | null>(null)
  const [showErrors, setShowErrors] = useState(false)
  const [confirming, setConfirming] = useState(false)

  const items = useMemo(
    () => (kind === 'ink' ? inkItems(inks.data ?? []) : materialItems(materials.data ?? [])),
    [kind, inks.data, materials.data],
  )
  const itemIds = useMemo(() => items.map((i) => i.id), [items])
  const lists = {
    current: current.data?.periods,
    historic: historic.data?.periods,
    scheduled: scheduled.data?.periods,
  }
  const period = shownPeriod(shown, lists)
  const currentPeriod = lists.current?.[0] ?? null
  const errors = draft ? priceFormErrors(draft, itemIds) : null
  const canEdit = (p: PricePeriod) => canEditPricePeriod(p, context)
  const blockedReason = online ? null : t`Offline: prices can be changed once the connection is back.`

  const closeForm = () => {
    setDraft(null)
    setShowErrors(false)
  }
  const openPeriod = (tab: HistoryTab, p: PricePeriod, edit: boolean) => {
    setShown({ source: tab, periodId: p.id })
    setShowErrors(false)
    setDraft(edit && canEdit(p) && online ? editDraft(p, prefs.decimalSeparator) : null)
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }
  const requestSave = () => {
    if (!draft || !errors) return
    if (hasFormErrors(errors)) {
      setShowErrors(true)
      if (errors.empty && errors.startDate === null) showToast(t`Enter at least one price.`, 'red')
      return
    }
    setConfirming(true)
  }
  const accept = () => {
    if (!draft) return
    const creating = draft.kind === 'create'
    const run =
      draft.kind === 'create'
        ? {
            mode: 'create' as const,
            startDate: draft.startDate ?? '',
            body: (id: number) => savePricesBody(draft, id, itemIds),
          }
        : { mode: 'edit' as const, body: savePricesBody(draft, draft.period.id, itemIds) }
    save.mutate(run, {
      onSuccess: () => {
        showToast(
          feedbackMessage(creating ? 'INKGROUP_CREATED_CORRECT' : 'INKGROUP_EDITED_CORRECT', i18n),
          'green',
        )
        closeForm()
        if (creating) setShown({ source: 'current' })
      },
      onError: (error) =>
        showToast(
          saveFailureMessage(error, i18n, {
            fallback: creating ? 'TOAST_FETCH_FAIL' : 'TOAST_UPDATE_FAIL',
            withMessage: true,
          }),
          'red',
        ),
      onSettled: () => setConfirming(false),
    })
  }

  const failed = catalogue.isError ? catalogue : current.isError ? current : null
  if (failed && (!catalogue.data || !current.data)) {
    return (
      <Alert
        color="red"
        title={
          kind === 'ink' ? t`The ink prices could not be loaded` : t`The material prices could not be loaded`
        }
      >
        {errorMessage(failed.error, i18n)}
      </Alert>
    )
  }
  if (!catalogue.data || !current.data) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t`Loading`} />
      </Group>
    )
  }

  return (
    <Stack gap="md" ref={top} style={{ scrollMarginTop: 80 }}>
      <PriceToolbar
        kind={kind}
        shown={shown}
        period={period}
        draft={draft}
        mayWrite={!context.readOnly}
        mayEditShown={period !== null && canEdit(period)}
        blockedReason={blockedReason}
        saving={save.isPending}
        minDate={newPeriodMinDate(currentPeriod)}
        takenStarts={takenStarts(lists)}
        startDateError={showErrors && errors?.startDate === 'REQUIRED' ? t`This field is required.` : null}
        onStartDate={(day) => setDraft((d) => (d?.kind === 'create' ? { ...d, startDate: day } : d))}
        onEdit={() => period && setDraft(editDraft(period, prefs.decimalSeparator))}
        onCreate={() => {
          setDraft(createDraft(period ?? currentPeriod, prefs.decimalSeparator))
          setShowErrors(false)
        }}
        onShowCurrent={() => setShown({ source: 'current' })}
        onSave={requestSave}
        onCancel={closeForm}
      />
      {kind === 'ink' && draft?.kind === 'edit' ? (
        <PercentIncrease
          onApply={(percent) =>
            setDraft(
              (d) => d && { ...d, texts: applyPercentIncrease(d.texts, percent, prefs.decimalSeparator) },
            )
          }
        />
      ) : null}
      {items.length === 0 ? (
        <Text c="dimmed">
          {kind === 'ink' ? t`The plant has no ink groups.` : t`The plant has no materials.`}
        </Text>
      ) : (
        <PriceGrid
          kind={kind}
          items={items}
          currencySymbol={context.currency.symbol}
          prices={draft ? null : pricesByItem(period)}
          texts={draft?.texts}
          errors={visibleItemErrors(errors?.items, showErrors)}
          onText={
            draft
              ? (id, text) => setDraft((d) => d && { ...d, texts: { ...d.texts, [id]: text } })
              : undefined
          }
        />
      )}
      <DataUpdatedAt query={current} />
      <PriceHistoryPanel
        kind={kind}
        historic={historic}
        scheduled={scheduled}
        shownId={shown.source === 'current' ? null : shown.periodId}
        canEdit={canEdit}
        onOpen={openPeriod}
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
