import { useLingui } from '@lingui/react/macro'
import { Anchor, Group } from '@mantine/core'
import { useCanGoBack, useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { AnchorLink } from '@/components/anchor-link'
import { IconChevronLeft } from '@/components/icons'
import type { StopSearch } from '../../model/task-form'

/** A back link's chevron and place. */
export function BackLabel({ children }: { children: ReactNode }) {
  return (
    <Group gap={4}>
      <IconChevronLeft size={16} />
      {children}
    </Group>
  )
}

/**
 * The corrective work order's way back (issue 44: it always said "Preventive tasks", also when the
 * user came from a work request or plant control's "Request maintenance"). From a work request:
 * the work requests. Otherwise back where the user came from (plant control, a work order's step, a
 * scanned asset, the task list); opened straight from an address: the task list.
 */
export function OrderBackLink({ stop }: { stop: StopSearch }) {
  const { t } = useLingui()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  if (stop.workRequestId) {
    return (
      <AnchorLink to="/maintenance/requests" size="sm">
        <BackLabel>{t`Work requests`}</BackLabel>
      </AnchorLink>
    )
  }
  if (canGoBack) {
    return (
      <Anchor component="button" type="button" size="sm" onClick={() => router.history.back()}>
        <BackLabel>{t({ message: 'Back', context: 'go back to the previous page' })}</BackLabel>
      </Anchor>
    )
  }
  return (
    <AnchorLink to="/maintenance/tasks" size="sm">
      <BackLabel>{t`Preventive tasks`}</BackLabel>
    </AnchorLink>
  )
}
