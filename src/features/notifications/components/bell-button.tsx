import { useLingui } from '@lingui/react/macro'
import { ActionIcon, type IndicatorProps } from '@mantine/core'
import type { ComponentPropsWithoutRef, Ref } from 'react'
import { IconBell } from '@/components/icons'

export const indicatorProps = (count: number): IndicatorProps => ({
  label: count > 99 ? '99+' : count,
  size: 18,
  offset: 6,
  color: 'red',
  disabled: count === 0,
})

/** Extra props and the ref come from Popover.Target (aria-expanded, aria-controls, id). */
type BellButtonProps = {
  count: number
  ref?: Ref<HTMLButtonElement>
} & Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'children'>

/**
 * The bell itself: the same button before and after the panel's code has loaded. It carries the
 * popup's ARIA state itself (aria-expanded is not allowed on the Indicator's plain div).
 */
export function BellButton({ count, ...rest }: BellButtonProps) {
  const { t } = useLingui()
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t`Notifications`}
      aria-haspopup="dialog"
      aria-expanded={false}
      title={count > 0 ? t`${count} new` : undefined}
      {...rest}
    >
      <IconBell />
    </ActionIcon>
  )
}
