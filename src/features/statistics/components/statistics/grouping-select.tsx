import { useLingui } from '@lingui/react/macro'
import { Stack, Text } from '@mantine/core'
import { DeferredSelect } from '@/components/deferred-select'
import { LazyTooltip } from '@/components/lazy-tooltip'
import type { DataGrouping } from '@/contract/statistics'
import { type GroupingDisabledReason, groupingOptions } from '../../model/grouping'

interface GroupingSelectProps {
  from: string | undefined
  to: string | undefined
  value: DataGrouping
  onChange: (grouping: DataGrouping) => void
}

/**
 * The data grouping (spec 001 §2.1, §5, ADR 019): disabled until the range has an end date (a
 * tooltip says so), and within a range the groupings that would give more than 30 periods are
 * greyed out with the reason under their name.
 */
export function GroupingSelect({ from, to, value, onChange }: GroupingSelectProps) {
  const { t } = useLingui()
  const names: Record<DataGrouping, string> = {
    day: t`Day`,
    week: t`Week`,
    month: t`Month`,
    quarter: t`Quarter`,
    year: t`Year`,
  }
  const reasons: Record<GroupingDisabledReason, string> = {
    NO_END_DATE: t`Choose the end date first`,
    TOO_MANY_PERIODS: t`More than 30 periods: choose a longer grouping or fewer days`,
  }
  const options = groupingOptions(from ?? null, to ?? null)
  const noRange = options.every((o) => o.reason === 'NO_END_DATE')
  const why = new Map(options.map((o) => [o.grouping, o.reason ? reasons[o.reason] : undefined]))
  const select = (
    <DeferredSelect
      size="xs"
      w={160}
      label={t`Grouping`}
      disabled={noRange}
      allowDeselect={false}
      value={value}
      data={options.map((o) => ({ value: o.grouping, label: names[o.grouping], disabled: !o.enabled }))}
      onChange={(next) => {
        const option = options.find((o) => o.grouping === next && o.enabled)
        if (option) onChange(option.grouping)
      }}
      renderOption={({ option }) => {
        const reason = why.get(option.value as DataGrouping)
        return (
          <Stack gap={0}>
            <Text size="xs">{option.label}</Text>
            {reason ? (
              <Text size="xs" c="dimmed" maw={220}>
                {reason}
              </Text>
            ) : null}
          </Stack>
        )
      }}
      comboboxProps={{ width: 240, position: 'bottom-start' }}
    />
  )
  return noRange ? (
    <LazyTooltip label={reasons.NO_END_DATE}>
      <div>{select}</div>
    </LazyTooltip>
  ) : (
    select
  )
}
