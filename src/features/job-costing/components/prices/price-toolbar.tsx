import { LazyTooltip } from '@/components/lazy-tooltip'
import '@mantine/dates/styles.layer.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, Stack, Text } from '@mantine/core'
import { DatePickerInput, DatesProvider } from '@mantine/dates'
import dayjs from 'dayjs'
import type { ReactNode } from 'react'
import { IconPencil, IconPlus } from '@/components/icons'
import type { PricePeriod } from '@/contract/job-costing'
import { formatDate } from '@/lib/format/date'
import type { PriceDraft } from '../../model/price-form'
import type { ShownPeriod } from '../../model/price-history'

export interface PriceToolbarProps {
  kind: 'ink' | 'material'
  shown: ShownPeriod
  period: PricePeriod | null
  draft: PriceDraft | null
  /** Editing and creating are offered at all (not read-only). */
  mayWrite: boolean
  mayEditShown: boolean
  /** Why writes are disabled right now (offline), or null. */
  blockedReason: string | null
  saving: boolean
  minDate: string | null
  takenStarts: Set<string>
  startDateError: string | null
  onStartDate: (day: string | null) => void
  onEdit: () => void
  onCreate: () => void
  onShowCurrent: () => void
  onSave: () => void
  onCancel: () => void
}

/** Wraps a disabled button so its tooltip still says why (a disabled button gets no pointer events). */
function Why({ reason, children }: { reason: string | null; children: ReactNode }) {
  if (!reason) return children
  return (
    <LazyTooltip label={reason}>
      <span>{children}</span>
    </LazyTooltip>
  )
}

/**
 * The line above the grid (§2.2): which period is shown and its start (a date picker while creating
 * one), and the buttons of the four modes: edit, create, back to the current prices, save, cancel.
 */
export function PriceToolbar(props: PriceToolbarProps) {
  const { t } = useLingui()
  const { kind, shown, period, draft, blockedReason } = props
  const modeLabel =
    draft?.kind === 'create'
      ? t`New prices`
      : draft?.kind === 'edit'
        ? t`Editing prices`
        : shown.source === 'historic'
          ? t`Historic prices`
          : shown.source === 'scheduled'
            ? t`Scheduled prices`
            : t`Current prices`
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={4}>
        <Badge variant="light" color={draft ? 'orange' : shown.source === 'current' ? 'brand' : 'gray'}>
          {modeLabel}
        </Badge>
        {draft?.kind === 'create' ? (
          <DatesProvider settings={{ locale: dayjs.locale(), firstDayOfWeek: 1 }}>
            <DatePickerInput
              label={t`Start date`}
              required
              w={200}
              valueFormat="DD/MM/YYYY"
              ariaLabels={{ nextMonth: t`Next month`, previousMonth: t`Previous month` }}
              placeholder={t`Pick a day`}
              minDate={props.minDate ?? undefined}
              excludeDate={(day) => props.takenStarts.has(day)}
              value={draft.startDate}
              onChange={(v) => props.onStartDate(v)}
              error={props.startDateError}
            />
          </DatesProvider>
        ) : period ? (
          <Text size="sm">
            <Trans>Start date:</Trans> <b>{formatDate(period.startDate)}</b>
            {period.finishDate ? (
              <>
                {' · '}
                <Trans>End date:</Trans> <b>{formatDate(period.finishDate)}</b>
              </>
            ) : null}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {shown.source === 'current' ? t`No prices in force yet.` : t`This period no longer exists.`}
          </Text>
        )}
      </Stack>
      <Group gap="xs" data-tour={`${kind}-actions`}>
        {draft ? (
          <>
            <Button variant="default" onClick={props.onCancel} disabled={props.saving}>
              <Trans>Cancel</Trans>
            </Button>
            <Why reason={blockedReason}>
              <Button onClick={props.onSave} loading={props.saving} disabled={blockedReason !== null}>
                {draft.kind === 'create' ? t`Create prices` : t`Save prices`}
              </Button>
            </Why>
          </>
        ) : (
          <>
            {shown.source !== 'current' ? (
              <Button variant="subtle" onClick={props.onShowCurrent}>
                <Trans>Show current prices</Trans>
              </Button>
            ) : null}
            {props.mayWrite && props.mayEditShown ? (
              <Why reason={blockedReason}>
                <Button
                  variant="default"
                  leftSection={<IconPencil />}
                  onClick={props.onEdit}
                  disabled={blockedReason !== null}
                >
                  <Trans>Edit prices</Trans>
                </Button>
              </Why>
            ) : null}
            {props.mayWrite ? (
              <Why reason={blockedReason}>
                <Button leftSection={<IconPlus />} onClick={props.onCreate} disabled={blockedReason !== null}>
                  <Trans>New price period</Trans>
                </Button>
              </Why>
            ) : null}
          </>
        )}
      </Group>
    </Group>
  )
}
