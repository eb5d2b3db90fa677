import { Trans } from '@lingui/react/macro'
import { Text, type TextProps } from '@mantine/core'
import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { useOnlineState } from '../online-status'
import { shortDateTime } from './format'

/** When the data under `queryKey` was last fetched (0 if never), following the cache. */
export function useDataUpdatedAt(queryKey: QueryKey): number {
  const queryClient = useQueryClient()
  const subscribe = useCallback(
    (listener: () => void) => queryClient.getQueryCache().subscribe(listener),
    [queryClient],
  )
  const read = () => queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0
  return useSyncExternalStore(subscribe, read, read)
}

interface DataUpdatedAtProps extends TextProps {
  /** A query result (its dataUpdatedAt) or the time itself. */
  query: { dataUpdatedAt: number } | number
  /** Show it online too; by default it shows only offline, where the age of the data matters. */
  always?: boolean
}

/** "Data from 10:42": how old what the screen shows is, above all when it comes from the offline cache. */
export function DataUpdatedAt({ query, always = false, ...textProps }: DataUpdatedAtProps) {
  const { online } = useOnlineState()
  const at = typeof query === 'number' ? query : query.dataUpdatedAt
  if (!at || (online && !always)) return null
  const time = shortDateTime(at)
  return (
    <Text size="xs" c="dimmed" {...textProps}>
      {online ? <Trans>Updated {time}</Trans> : <Trans>Offline: data from {time}</Trans>}
    </Text>
  )
}
