import { LazyTooltip } from '@/components/lazy-tooltip'
import '@mantine/dates/styles.layer.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core'
import { DatePickerInput, DatesProvider } from '@mantine/dates'
import dayjs from 'dayjs'
import { useState } from 'react'
import { IconPlus, IconTrash } from '@/components/icons'
import type { ConsumableType } from '@/contract/job-costing'
import { type ExistingPeriod, hourLabel } from '@/contract/job-costing-rules'
import { formatDate } from '@/lib/format/date'
import { perUnit } from '@/lib/messages/quantity-units'
import {
  draftAddSlot,
  draftCanAddSlot,
  draftEndChoices,
  draftIsValid,
  draftRemoveSlot,
  draftSetLastEnd,
  draftSetPriceText,
  draftSetStartDate,
  type PeriodDraft,
  periodDraftErrors,
  slotsEditable,
} from '../../model/slots-form'
import { usePeriodMessages } from './period-messages'

interface PeriodFormProps {
  type: ConsumableType
  currencySymbol: string
  draft: PeriodDraft
  existing: readonly ExistingPeriod[]
  minDate: string | null
  blockedReason: string | null
  saving: boolean
  onChange: (draft: PeriodDraft) => void
  onSubmit: () => void
}

/**
 * A new period (§5): the start date (required, not before the previous period's start) and its
 * prices: whole-hour slots from 00:00 for a time-sliced type, each starting at the previous end,
 * only the last end editable, removing one removes the following; one price for the others. While
 * editing a period only its prices change.
 */
export function PeriodForm(props: PeriodFormProps) {
  const { t, i18n } = useLingui()
  const messages = usePeriodMessages()
  const { type, draft, onChange } = props
  const [submitted, setSubmitted] = useState(false)
  const errors = periodDraftErrors(draft, props.existing)
  const valid = draftIsValid(errors)
  const editable = slotsEditable(draft)
  const choices = draftEndChoices(draft)
  const last = draft.slots.length - 1
  const unit = perUnit(i18n, props.currencySymbol, type.unit)
  // A type that is not time-sliced keeps its Add disabled until the form is complete (§5); an
  // energy form can be sent to show what is missing.
  const disabled = props.blockedReason !== null || (!type.timeSliced && !valid)
  const startError =
    errors.startDate === null || (errors.startDate === 'REQUIRED' && !submitted)
      ? null
      : messages.startDate(errors.startDate)

  return (
    <Stack gap="sm">
      {draft.mode === 'create' ? (
        <DatesProvider settings={{ locale: dayjs.locale(), firstDayOfWeek: 1 }}>
          <DatePickerInput
            label={t`Start date`}
            required
            valueFormat="DD/MM/YYYY"
            ariaLabels={{ nextMonth: t`Next month`, previousMonth: t`Previous month` }}
            placeholder={t`Pick a day`}
            minDate={props.minDate ?? undefined}
            value={draft.startDate}
            onChange={(day) => onChange(draftSetStartDate(draft, day))}
            error={startError}
          />
        </DatesProvider>
      ) : (
        <Text size="sm">
          <Trans>Start date:</Trans> <b>{formatDate(draft.startDate)}</b>
        </Text>
      )}
      {draft.slots.map((slot, index) => {
        const slotError = errors.slots[index]
        const priceError = slotError?.price
        const showPrice = priceError && (submitted || priceError.code === 'NOT_A_PRICE')
        const from = hourLabel(slot.start)
        return (
          <Group key={slot.start} gap="xs" align="flex-start" wrap="nowrap">
            {type.timeSliced ? (
              <Group gap={4} wrap="nowrap" pt={6} style={{ flex: 'none' }}>
                <Text size="sm" w={44}>
                  {from}
                </Text>
                <Text size="sm">–</Text>
                {editable && index === last ? (
                  <NativeSelect
                    size="xs"
                    w={84}
                    aria-label={t`End of the slot from ${from}`}
                    data={choices.map((h) => ({ value: String(h), label: hourLabel(h) }))}
                    value={String(slot.end)}
                    onChange={(e) => onChange(draftSetLastEnd(draft, Number(e.currentTarget.value)))}
                    error={slotError?.end ? messages.slot(slotError.end) : undefined}
                  />
                ) : (
                  <Text size="sm" w={84}>
                    {hourLabel(slot.end)}
                  </Text>
                )}
              </Group>
            ) : null}
            <TextInput
              style={{ flex: 1, minWidth: 0 }}
              size={type.timeSliced ? 'xs' : 'sm'}
              label={type.timeSliced ? undefined : t`Price`}
              aria-label={type.timeSliced ? t`Price from ${from}` : undefined}
              required
              inputMode="decimal"
              autoComplete="off"
              value={slot.priceText}
              onChange={(e) => onChange(draftSetPriceText(draft, index, e.currentTarget.value))}
              rightSection={
                <Text size="xs" c="dimmed">
                  {unit}
                </Text>
              }
              rightSectionWidth={64}
              error={showPrice ? messages.slot(priceError) : undefined}
            />
            {editable && index > 0 ? (
              <LazyTooltip label={t`Remove this slot and the following ones`}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={2}
                  aria-label={t`Remove the slot from ${from} and the following ones`}
                  onClick={() => onChange(draftRemoveSlot(draft, index))}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </LazyTooltip>
            ) : null}
          </Group>
        )
      })}
      {submitted && errors.notCovering ? (
        <Text size="sm" c="red">
          {t`The time slots must cover the whole day, from 00:00 to 00:00.`}
        </Text>
      ) : null}
      <Group justify="space-between" gap="xs">
        {draftCanAddSlot(draft) ? (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={16} />}
            onClick={() => onChange(draftAddSlot(draft))}
          >
            <Trans>Add a time slot</Trans>
          </Button>
        ) : (
          <span />
        )}
        <LazyTooltip label={props.blockedReason} disabled={props.blockedReason === null}>
          <Button
            loading={props.saving}
            disabled={disabled}
            onClick={() => {
              setSubmitted(true)
              if (valid) props.onSubmit()
            }}
          >
            {draft.mode === 'create' ? t`Add` : t`Save`}
          </Button>
        </LazyTooltip>
      </Group>
    </Stack>
  )
}
