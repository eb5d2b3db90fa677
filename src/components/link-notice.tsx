import { useLingui } from '@lingui/react/macro'
import { Alert } from '@mantine/core'
import { type AnyRoute, useRouter, useRouterState } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { ignoredSearchKeys, type SearchParser } from '@/lib/navigation/tolerant-search'

/**
 * A small, dismissible note that part of the link the page was opened with was ignored: a value
 * the page could not read, or a key it does not know (issue 29 item 4). The page itself already
 * opened with what it could read (every route's search goes through `tolerantSearch`). It goes
 * once the address no longer holds the ignored part (the page's next filter change drops it) or
 * when closed; closed, it stays away for this page and these keys.
 */
export function LinkNotice() {
  const { t } = useLingui()
  const router = useRouter()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const search = useRouterState({ select: (s) => s.location.search })
  const routeIds = useRouterState({
    select: (s) => s.matches.map((m) => m.routeId).join('\n'),
  })
  const ignored = useMemo(() => {
    const parsers = routeIds
      .split('\n')
      .map(
        (id) =>
          (router.routesById as unknown as Record<string, AnyRoute | undefined>)[id]?.options.validateSearch,
      )
      .map((validate) => (typeof validate === 'function' ? (validate as SearchParser<object>) : undefined))
    return ignoredSearchKeys(search as Record<string, unknown>, parsers)
  }, [router, routeIds, search])
  const [closed, setClosed] = useState<string | null>(null)
  const mark = `${pathname}?${ignored.join('&')}`
  if (ignored.length === 0 || closed === mark) return null
  return (
    <Alert
      role="status"
      variant="light"
      color="yellow"
      withCloseButton
      closeButtonLabel={t`Dismiss`}
      onClose={() => setClosed(mark)}
      mb="md"
      py={6}
      data-testid="link-notice"
    >
      {t`Part of the link could not be read and was ignored: the page shows what could be read.`}
    </Alert>
  )
}
