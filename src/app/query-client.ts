import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { isApiError } from '@/lib/api/errors'
import { reportNetworkError } from '@/offline/online-status'

/** A request that got no answer may mean the connection is gone: the online state probes. */
const onError = (error: unknown) => {
  if (isApiError(error) && error.isNetwork) reportNetworkError()
}

/**
 * Server state: refetched on focus and on reconnect; client errors (4xx) are not retried. Queries
 * and mutations pause while offline (onlineManager, src/offline/online-status.ts).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false
          return failureCount < 2
        },
      },
      mutations: { retry: false },
    },
  })
}
