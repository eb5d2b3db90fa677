import { useLingui } from '@lingui/react/macro'
import { Alert } from '@mantine/core'
import { useRouterState } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { ignoredLink } from '@/lib/navigation/ignored-link'

/**
 * A small, dismissible note that part of the link the page was opened with was ignored: a value
 * the page could not read, or a key it does not know (issue 29 item 4). The page itself already
 * opened with what it could read (every route's search goes through `tolerantSearch`); what was
 * ignored comes from `watchIgnoredLinks` (src/app/router.ts). Shown on that page only.
 */
export function LinkNotice() {
  const { t } = useLingui()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const ignored = useSyncExternalStore(ignoredLink.subscribe, ignoredLink.get, ignoredLink.get)
  if (!ignored || ignored.pathname !== pathname) return null
  return (
    <Alert
      role="status"
      variant="light"
      color="yellow"
      withCloseButton
      closeButtonLabel={t`Dismiss`}
      onClose={ignoredLink.dismiss}
      mb="md"
      py={6}
      data-testid="link-notice"
    >
      {t`Part of the link could not be read and was ignored: the page shows what could be read.`}
    </Alert>
  )
}
