import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Card, CloseButton, Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { IconPlus } from '@/components/icons'
import { LazyTooltip } from '@/components/lazy-tooltip'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import type { ConsumablePeriod, ConsumableType } from '@/contract/job-costing'
import { formatCurrency } from '@/lib/format/currency'
import { formatDate } from '@/lib/format/date'
import { consumableTypeName } from '@/lib/messages/consumable-types'
import { unitSymbol } from '@/lib/messages/quantity-units'
import { slotTimesLabel } from '../../model/period-history'
import { priceDecimals } from '../../model/price-text'

interface PeriodCardProps {
  type: ConsumableType
  latest: ConsumablePeriod | null
  currencySymbol: string
  /** The user may create periods of this type (§6). */
  mayCreate: boolean
  blockedReason: string | null
  /** The form open in this card (create or edit), or null. */
  form: ReactNode
  formTitle: string | null
  onCreate: () => void
  onClose: () => void
}

/**
 * One consumable type (§2.2 "Other consumable tabs"): its latest period, start date and time-slot
 * prices; the plus button opens the new-period form in the card and the close button dismisses it.
 */
export function PeriodCard(props: PeriodCardProps) {
  const { t, i18n } = useLingui()
  const prefs = useUnitPreferences()
  const { type, latest, form } = props
  const name = consumableTypeName(i18n, type.id, type.name)
  const unit = unitSymbol(i18n, type.unit)
  const start = formatDate(latest?.startDate)
  const finish = formatDate(latest?.finishDate)
  const slots = [...(latest?.periodTimes ?? [])].sort((a, b) => (a.startTime < b.startTime ? -1 : 1))
  return (
    <Card withBorder padding="md" id={`consumable-type-${type.id}`} style={{ scrollMarginTop: 80 }}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Title order={3} size="h5">
          {name}{' '}
          <Text span c="dimmed" size="sm">
            ({unit})
          </Text>
        </Title>
        {form ? (
          <CloseButton aria-label={t`Close the form`} onClick={props.onClose} />
        ) : props.mayCreate ? (
          <LazyTooltip label={props.blockedReason ?? t`New period of ${name}`}>
            <ActionIcon
              variant="light"
              aria-label={t`New period of ${name}`}
              disabled={props.blockedReason !== null}
              onClick={props.onCreate}
            >
              <IconPlus />
            </ActionIcon>
          </LazyTooltip>
        ) : null}
      </Group>
      {form ? (
        <Stack gap="xs">
          {props.formTitle ? (
            <Text size="sm" fw={600}>
              {props.formTitle}
            </Text>
          ) : null}
          {form}
        </Stack>
      ) : latest ? (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {latest.finishDate ? t`From ${start} until ${finish}` : t`From ${start}`}
          </Text>
          {slots.map((slot) => (
            <Group key={slot.id} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">{slotTimesLabel(slot.startTime, slot.finishTime)}</Text>
              <Text size="sm" fw={500}>
                {formatCurrency(
                  slot.price.value,
                  props.currencySymbol,
                  prefs,
                  priceDecimals(slot.price.value),
                )}
                /{unit}
              </Text>
            </Group>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>No prices yet.</Trans>
        </Text>
      )}
    </Card>
  )
}
