import { onlineManager } from '@tanstack/react-query'

/**
 * Query options for screens that poll (plant list, order detail): every `ms` while online, not at
 * all offline (a request that cannot succeed only drains the battery), and never from a hidden
 * page. TanStack's focus manager follows page visibility, so a pinned line-side screen that stays
 * visible keeps polling without user focus.
 */
export function pollingOptions(ms: number) {
  return {
    refetchInterval: () => (onlineManager.isOnline() ? ms : false),
    refetchIntervalInBackground: false,
  } as const
}
