import { useLingui } from '@lingui/react/macro'
import { Alert, Group, Loader } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { errorMessage } from '@/lib/messages/api-errors'

/**
 * What a screen shows before its data: the server's error, an honest "offline and not stored on
 * this device", or a loader. With data (fresh, or restored from the device's cache offline) it
 * renders `children`. Used by maintenance and the genius board.
 */
export function QueryState<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>
  /** The failure's title, e.g. "The work orders could not be loaded" */
  what: string
  children: (data: T) => ReactNode
}) {
  const { t, i18n } = useLingui()
  if (query.data !== undefined) return children(query.data)
  if (query.isError) {
    return (
      <Alert color="red" title={what}>
        {errorMessage(query.error, i18n)}
      </Alert>
    )
  }
  if (query.fetchStatus === 'paused') {
    return (
      <Alert color="gray" title={t`Offline`}>
        {t`This is not stored on this device yet. It appears as soon as the connection returns.`}
      </Alert>
    )
  }
  return (
    <Group justify="center" py="xl">
      <Loader aria-label={t`Loading`} />
    </Group>
  )
}
