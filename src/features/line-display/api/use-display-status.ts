import { useQuery } from '@tanstack/react-query'
import { isApiError } from '@/lib/api/errors'
import { PLANT_STATUS_POLL_MS } from '@/lib/production/api/plant-status-keys'
import { pollingOptions } from '@/offline/polling'
import { loadLastStatus, saveLastStatus } from '../model/last-status'
import { useDisplayLanguage } from '../model/use-display-language'
import { displayStatusKey, getDisplayStatus } from './get-display-status'

/**
 * The display's status: polled every 60 s while visible and online, started from the last stored
 * status (so a restart without network still shows the plant), retried on network errors, never
 * on a refusal (a revoked token stays revoked). The screen switches to the status's language.
 */
export function useDisplayStatus(token: string) {
  const query = useQuery({
    queryKey: displayStatusKey(token),
    queryFn: async () => {
      const status = await getDisplayStatus(token)
      saveLastStatus(localStorage, status, Date.now())
      return status
    },
    initialData: () => loadLastStatus(localStorage)?.status,
    initialDataUpdatedAt: () => loadLastStatus(localStorage)?.receivedAt,
    // The stored status only bridges the start: it is always checked at once (it may be revoked since).
    staleTime: 0,
    retry: (failures, error) =>
      !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 3,
    meta: { persist: false },
    ...pollingOptions(PLANT_STATUS_POLL_MS),
  })
  // Every screen that reads a status reads it in the status's language.
  useDisplayLanguage(query.data?.language)
  return query
}
