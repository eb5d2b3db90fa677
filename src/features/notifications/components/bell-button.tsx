import { useLingui } from '@lingui/react/macro'
import { ActionIcon, type IndicatorProps } from '@mantine/core'
import { IconBell } from '@/components/icons'

export const indicatorProps = (count: number): IndicatorProps => ({
  label: count > 99 ? '99+' : count,
  size: 18,
  offset: 6,
  color: 'red',
  disabled: count === 0,
})

interface BellButtonProps {
  count: number
  expanded?: boolean
  onClick?: () => void
  onPointerEnter?: () => void
  onFocus?: () => void
}

/** The bell itself: the same button before and after the panel's code has loaded. */
export function BellButton({ count, expanded = false, ...handlers }: BellButtonProps) {
  const { t } = useLingui()
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t`Notifications`}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      title={count > 0 ? t`${count} new` : undefined}
      {...handlers}
    >
      <IconBell />
    </ActionIcon>
  )
}
