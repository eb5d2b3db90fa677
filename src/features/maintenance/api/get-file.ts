import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { api } from '@/lib/api/client'
import { apiBaseUrl } from '@/lib/env'
import { maintenanceKeys } from './maintenance-keys'

/**
 * The server names files by their API path (`/api/maintenance/file/download?...`): as a path for
 * the API client, or as an absolute URL for the PDF viewer.
 */
export function apiPath(url: string): string {
  const base = `${apiBaseUrl.replace(/\/+$/, '')}/`
  return url.startsWith(base) ? url.slice(base.length) : url.replace(/^\/+/, '')
}

export const absoluteUrl = (url: string) =>
  new URL(url, globalThis.location?.origin ?? 'http://localhost').href

/**
 * A photo behind the API's bearer token, as an object URL an <img> can show (an <img src> cannot
 * send the token). The URL is revoked when the component goes.
 */
export function usePhotoUrl(url: string) {
  const blob = useQuery({
    queryKey: [...maintenanceKeys.all, 'photo', url],
    queryFn: async () => api.get(apiPath(url)).blob(),
    staleTime: Number.POSITIVE_INFINITY,
    // Bytes, not JSON: kept in memory only, never in the persisted query cache.
    meta: { persist: false },
  })
  const objectUrl = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data])
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl])
  return { url: objectUrl, isError: blob.isError }
}
