/**
 * Work requests (issue 31): read online (the list and the form's machines are kept for the offline
 * start like any query), filed through the outbox with their photos (one multipart command: it
 * reaches the server exactly once, its Idempotency-Key being the command's id), declined online.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLiveQuery } from 'dexie-react-hooks'
import {
  type FileWorkRequest,
  requestMachineListSchema,
  type WorkRequestState,
  workRequestListSchema,
  workRequestSchema,
} from '@/contract/work-requests'
import { api } from '@/lib/api/client'
import { listCommands } from '@/offline/outbox/outbox'
import { queueUpload } from '@/offline/outbox/queue-upload'
import type { OutboxCommand } from '@/offline/outbox/types'
import { useSession } from '@/offline/session-store'
import { maintenanceKeys } from './maintenance-keys'

export const REQUEST_KIND = 'work-request'

export const workRequestsQuery = (state?: WorkRequestState) =>
  queryOptions({
    queryKey: maintenanceKeys.requestList(state),
    queryFn: async () =>
      workRequestListSchema.parse(
        await api.get('maintenance/requests', { searchParams: state ? { state } : {} }).json(),
      ),
  })
export const useWorkRequests = (state?: WorkRequestState) => useQuery(workRequestsQuery(state))

export const requestMachinesQuery = () =>
  queryOptions({
    queryKey: maintenanceKeys.requestMachines(),
    queryFn: async () =>
      requestMachineListSchema.parse(await api.get('maintenance/requests/machines').json()),
  })
export const useRequestMachines = () => useQuery(requestMachinesQuery())

/** Queues a request with its photos (downscaled once, kept on the device until delivered). */
export function queueWorkRequest(userId: number, request: FileWorkRequest, photos: File[], summary: string) {
  const fields: Array<[string, string]> = [
    ['machineId', String(request.machineId)],
    ['description', request.description],
    ['urgency', request.urgency],
  ]
  if (request.assetId !== undefined) fields.push(['assetId', String(request.assetId)])
  if (request.stopReasonCode) fields.push(['stopReasonCode', request.stopReasonCode])
  return queueUpload({
    userId,
    // Each request its own scope: one stuck request does not hold back another.
    scope: `workRequest:${crypto.randomUUID()}`,
    url: 'maintenance/requests',
    fields,
    photos,
    photoField: 'images',
    kind: REQUEST_KIND,
    summary,
    invalidate: [[...maintenanceKeys.requests()]],
  })
}

/** The requests this device still holds for the user (waiting for the network, or refused). */
export function useQueuedRequests(): OutboxCommand[] {
  const { user } = useSession()
  return (
    useLiveQuery(
      async () => (await listCommands(user.userId)).filter((c) => c.kind === REQUEST_KIND),
      [user.userId],
    ) ?? []
  )
}

export function useDeclineWorkRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, reason }: { id: number; reason: string }) =>
      workRequestSchema.parse(
        await api.post(`maintenance/requests/${id}/decline`, { json: { reason } }).json(),
      ),
    // The list, and the dashboard that carries the menu's count.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: maintenanceKeys.requests() }),
        queryClient.invalidateQueries({ queryKey: [...maintenanceKeys.all, 'dashboard'] }),
      ]),
  })
}
